import styled from "@emotion/styled"
import { mq, space } from "../../styles/theme"
import type { ArticleSummary } from "./article-summary"
import { ArticleCard } from "./article-card"

const Grid = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.md} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${mq.lg} {
    grid-template-columns: repeat(3, 1fr);
  }
`

export type ArticleGridProps = { articles: readonly ArticleSummary[] }

export const ArticleGrid = ({ articles }: ArticleGridProps) => (
  <Grid>
    {articles.map((article) => (
      <li key={article.slug}>
        <ArticleCard article={article} />
      </li>
    ))}
  </Grid>
)
