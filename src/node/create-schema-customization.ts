import type { GatsbyNode } from "gatsby"
import type { Locale } from "../data/locale"
import path from "path"
import { localizedRoutes } from "../data/routes"
import { renderArticleHtml } from "./article-html"
import { articleImages } from "./article-images"
import { projectPath } from "./project-path"

/**
 * The article schema, declared rather than inferred: every required frontmatter field is non-null,
 * so a query can rely on it, and an unknown key in one article does not grow the schema.
 * gatsby-plugin-mdx declares the rest of `Mdx` (body, tableOfContents, …).
 */
export const typeDefs = `
  type Mdx implements Node {
    frontmatter: MdxFrontmatter!
    fields: MdxFields!
  }

  type MdxFrontmatter @dontInfer {
    title: String!
    excerpt: String!
    date: Date! @dateformat
    author: String!
    readTime: String
    tags: [String!]!
    metaDescription: String!
    "A French article's English twin: the folder name of an article in content/blog/."
    translationOf: String
  }

  type MdxFields @dontInfer {
    slug: String!
    "en for content/blog/, fr for content/blogue/."
    locale: String!
    "The slug of the English twin (its own for an English article): the key both editions share."
    englishSlug: String!
    readTime: String!
  }

  "The owner's business register, content/business.yaml (src/node/business-register.ts)."
  type Business implements Node @dontInfer {
    sample: Boolean!
    seller: BusinessSeller!
    rating: BusinessRating!
    customers: BusinessCustomers
    guarantee: BusinessGuarantee
    shipping: BusinessShipping
    offer: BusinessOffer
    healthCanadaLicence: String
    "Whether the offer was live on the build's day (America/Toronto); pages check again in the browser."
    offerLiveAtBuild: Boolean!
  }

  type LocalizedText @dontInfer {
    en: String!
    fr: String!
  }

  type BusinessSeller @dontInfer {
    legalName: String!
    mailingAddress: String!
    email: String!
    phone: String
    privacyOfficer: BusinessPrivacyOfficer!
  }

  type BusinessPrivacyOfficer @dontInfer {
    name: String!
    title: LocalizedText!
    email: String!
  }

  type BusinessRating @dontInfer {
    value: Float!
    count: Int!
    "YYYY-MM-DD"
    asOf: String!
  }

  type BusinessCustomers @dontInfer {
    count: Int!
    asOf: String!
  }

  type BusinessGuarantee @dontInfer {
    days: Int!
    givenBy: String!
    termsUrl: String!
  }

  type BusinessShipping @dontInfer {
    statement: LocalizedText!
    termsUrl: String!
  }

  type BusinessOffer @dontInfer {
    label: LocalizedText!
    endsOn: String!
  }

  "An article body rendered to static HTML at build time, with the CSS its markup uses."
  type ArticleHtml {
    html: String!
    css: String!
  }
`

/** The part of an article's Mdx node its HTML is made from. */
type ArticleSource = {
  body: string
  fields: { locale: Locale; slug: string }
  internal: { contentFilePath: string }
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({
  actions,
  schema,
}) => {
  actions.createTypes(typeDefs)
  actions.createTypes(
    schema.buildObjectType({
      name: "Mdx",
      interfaces: ["Node"],
      fields: {
        articleHtml: {
          type: "ArticleHtml!",
          resolve: async (source: ArticleSource) => {
            const { locale, slug } = source.fields
            const file = source.internal.contentFilePath
            return renderArticleHtml(source.body, locale, {
              images: await articleImages(
                path.dirname(file),
                localizedRoutes[locale].article(slug),
              ),
              filePath: projectPath(file),
            })
          },
        },
      },
    }),
  )
}
