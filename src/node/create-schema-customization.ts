import type { GatsbyNode } from "gatsby"
import type { Locale } from "../data/locale"
import path from "path"
import { localizedRoutes } from "../data/routes"
import { todayInOfferZone } from "../lib/offer-day.mjs"
import { renderArticleHtml } from "./article-html"
import { articleImages } from "./article-images"
import { isNewOn } from "./new-badge"
import { projectPath } from "./project-path"
import { gateStandInMedia, isStandIn, readStandInChecksums } from "./stand-in-media"

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
    "The day of the last substantial revision, if any: on or after date, never in the future."
    updated: Date @dateformat
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

  "The owner's business register, content/business.yaml (its schema: src/node/business-register.ts)."
  type Business implements Node @dontInfer {
    sample: Boolean!
    seller: BusinessSeller!
    rating: BusinessRating!
    customers: BusinessCustomers
    guarantee: BusinessGuarantee
    shipping: BusinessShipping
    price: BusinessPrice
    offers: [BusinessOffer!]!
    healthCanadaLicence: String
    "The offer running on the build's day (America/Toronto); pages check its end again in the browser."
    offerAtBuild: BusinessOffer
    "The price, unless the build's day is past its validUntil."
    priceAtBuild: BusinessPrice
  }

  type LocalizedText @dontInfer {
    en: String!
    fr: String!
  }

  type BusinessSeller @dontInfer {
    legalName: LocalizedText!
    mailingAddress: LocalizedText!
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

  "seller: the seller's own guarantee (its texts are set); marketplace: the marketplace's return window."
  type BusinessGuarantee @dontInfer {
    givenBy: String!
    days: Int!
    termsUrl: String!
    howToClaim: LocalizedText
    proofOfPurchase: LocalizedText
    conditions: [LocalizedText!]
    refund: LocalizedText
  }

  type BusinessShipping @dontInfer {
    statement: LocalizedText!
    termsUrl: String!
  }

  type BusinessPrice @dontInfer {
    "Canadian dollars"
    amount: Float!
    asOf: String!
    validUntil: String!
    availability: String!
  }

  type BusinessOffer @dontInfer {
    label: LocalizedText!
    details: LocalizedText!
    startsOn: String!
    endsOn: String!
    termsUrl: String!
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
  frontmatter: { date: string }
  internal: { contentFilePath: string }
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({
  actions,
  schema,
  reporter,
}) => {
  // Stand-in media: a production build stops here while the site would show one
  // (src/node/stand-in-media.ts); other builds warn. File.standIn below marks each.
  gateStandInMedia(reporter, { context: process.env.CONTEXT })
  const standInChecksums = readStandInChecksums()
  // The build's one day (America/Toronto, as the register's dates), for every page it renders.
  const today = todayInOfferZone()
  actions.createTypes(typeDefs)
  actions.createTypes(
    schema.buildObjectType({
      name: "Mdx",
      interfaces: ["Node"],
      fields: {
        newAtBuild: {
          type: "Boolean!",
          description:
            "Whether the article is within 60 days of its date on the build's day: the featured card's New badge (src/node/new-badge.ts).",
          resolve: (source: ArticleSource) => isNewOn(source.frontmatter.date, today),
        },
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
  actions.createTypes(
    schema.buildObjectType({
      name: "File",
      interfaces: ["Node"],
      fields: {
        standIn: {
          type: "Boolean!",
          description:
            "Whether the file is still a generated stand-in (its SHA-256 is in content/images/stand-ins.json): not a photo of the product.",
          resolve: (source: { absolutePath: string }) =>
            isStandIn(source.absolutePath, process.cwd(), standInChecksums),
        },
      },
    }),
  )
}
