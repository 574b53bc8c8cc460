/**
 * The names gatsby-config gives its gatsby-source-filesystem instances; on-create-node picks the
 * articles by the blog's. GraphQL page queries cannot interpolate, so src/pages/index.tsx writes
 * "product" in its allFile filter: rename both together.
 */
export const sourceNames = {
  product: "product",
  blog: "blog",
} as const
