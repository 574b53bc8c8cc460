import { businessTypeDefs } from "../business/node/type-defs"

/**
 * The article schema, declared rather than inferred: every required frontmatter field is non-null,
 * so a query can rely on it, and an unknown key in one article does not grow the schema.
 * gatsby-plugin-mdx declares the rest of `Mdx` (body, tableOfContents, …). The register's types
 * come from src/business/node/type-defs.ts.
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

${businessTypeDefs}
  "An article body rendered to static HTML at build time, with the CSS its markup uses."
  type ArticleHtml {
    html: String!
    css: String!
    "The product card after the article, made from the register on the build's day."
    cardHtml: String!
  }

  "A digest of what rendered articles depend on besides their MDX (src/node/article-render-key.ts)."
  type ArticleRenderKey implements Node @dontInfer {
    hash: String!
  }
`
