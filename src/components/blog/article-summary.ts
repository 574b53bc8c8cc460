/** What a card or a link needs to know about an article, flattened from the GraphQL node. */
export type ArticleSummary = {
  slug: string
  /** The English twin's slug (its own for an English article): the key both editions share. */
  englishSlug: string
  title: string
  excerpt: string
  author: string
  /** ISO date, YYYY-MM-DD. */
  date: string
  readTime: string
  tags: readonly string[]
  /** Within 60 days of `date` on the build's day (Mdx.newAtBuild): the "New" badge. */
  isNew: boolean
}

export const toArticleSummary = ({
  fields,
  frontmatter,
  newAtBuild,
}: Queries.ArticleSummaryFragment): ArticleSummary => ({
  ...frontmatter,
  ...fields,
  isNew: newAtBuild,
})
