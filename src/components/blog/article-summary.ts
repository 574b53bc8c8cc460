/** What a card or a link needs to know about an article, flattened from the GraphQL node. */
export type ArticleSummary = {
  slug: string
  title: string
  excerpt: string
  author: string
  /** ISO date, YYYY-MM-DD. */
  date: string
  readTime: string
  tags: readonly string[]
}

/** One article as the blog index's page query returns it. */
type ArticleNode = Queries.BlogIndexQuery["allMdx"]["nodes"][number]

export const toArticleSummary = ({ fields, frontmatter }: ArticleNode): ArticleSummary => ({
  ...frontmatter,
  ...fields,
})
