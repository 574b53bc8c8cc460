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

export type ArticleSummaryNode = {
  fields: { slug: string; readTime: string }
  frontmatter: {
    title: string
    excerpt: string
    author: string
    date: string
    tags: readonly string[]
  }
}

export const toArticleSummary = ({ fields, frontmatter }: ArticleSummaryNode): ArticleSummary => ({
  ...frontmatter,
  ...fields,
})
