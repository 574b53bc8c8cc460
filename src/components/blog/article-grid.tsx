import { CardGrid } from "../common/card-grid"
import type { ArticleSummary } from "./article-summary"
import { ArticleCard } from "./article-card"

export type ArticleGridProps = { articles: readonly ArticleSummary[] }

export const ArticleGrid = ({ articles }: ArticleGridProps) => (
  <CardGrid>
    {articles.map((article) => (
      <li key={article.slug}>
        <ArticleCard article={article} />
      </li>
    ))}
  </CardGrid>
)
