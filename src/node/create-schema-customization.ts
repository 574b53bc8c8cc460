import type { GatsbyNode } from "gatsby"

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
  }

  type MdxFields @dontInfer {
    slug: String!
    readTime: String!
  }
`

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs)
}
