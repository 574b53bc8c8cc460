import styled from "@emotion/styled"
import { blogSettings } from "../../data/site"
import { colors, fontSizes, radii, shadows, space } from "../../styles/theme"
import type { ArticleSummary } from "./article-summary"
import { ArticleMeta } from "./article-meta"
import { ReadArticleLink } from "./read-article-link"
import { TagList } from "./tag-list"

export const CardFrame = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  height: 100%;
  padding: ${space.lg};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.card};
  box-shadow: ${shadows.card};
`

const Title = styled.h3`
  margin: 0;
  font-size: ${fontSizes.xl};
`

const Excerpt = styled.p`
  margin: 0;
  color: ${colors.inkMuted};
`

/** Keeps the link at the bottom of the card whatever the excerpt's length. */
const Footer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space.md};
  margin-top: auto;
`

export type ArticleCardProps = { article: ArticleSummary }

/** One article in the blog grid: its first tags, title, excerpt, byline and a "Read Article" link. */
export const ArticleCard = ({ article }: ArticleCardProps) => (
  <CardFrame>
    <TagList tags={article.tags.slice(0, blogSettings.cardTagCount)} />
    <Title>{article.title}</Title>
    <Excerpt>{article.excerpt}</Excerpt>
    <Footer>
      <ArticleMeta author={article.author} date={article.date} readTime={article.readTime} />
      <ReadArticleLink slug={article.slug} title={article.title} />
    </Footer>
  </CardFrame>
)
