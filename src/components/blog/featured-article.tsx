import styled from "@emotion/styled"
import { useMessages } from "../../hooks/use-messages"
import { blogSettings } from "../../data/site"
import { colors, fontSizes, fontWeights, mq, radii, space } from "../../styles/theme"
import type { ArticleSummary } from "./article-summary"
import { CardFrame } from "./article-card"
import { ArticleMeta } from "./article-meta"
import { ReadArticleLink } from "./read-article-link"
import { TagList } from "./tag-list"

const Frame = styled(CardFrame)`
  border-color: ${colors.accent};
  background: linear-gradient(135deg, ${colors.card}, ${colors.accentSoft});
  ${mq.md} {
    padding: ${space.xl};
  }
`

const Badges = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin: 0;
`

const Badge = styled.span<{ tone: "accent" | "ink" }>`
  padding: ${space.xs} ${space.md};
  border-radius: ${radii.pill};
  background: ${({ tone }) => (tone === "accent" ? colors.accent : colors.ink)};
  color: ${colors.onAccent};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.bold};
  letter-spacing: 0.02em;
  text-transform: uppercase;
`

const Title = styled.h2`
  margin: 0;
  font-size: ${fontSizes.xxl};
`

const Excerpt = styled.p`
  margin: 0;
  max-width: 60ch;
  color: ${colors.inkMuted};
  font-size: ${fontSizes.lg};
`

export type FeaturedArticleProps = { article: ArticleSummary }

/**
 * The blog's lead story above the grid, badged "Featured", and "New" while it is: the build
 * decides that on its day (src/node/new-badge.ts), so the server HTML and hydration agree.
 */
export const FeaturedArticle = ({ article }: FeaturedArticleProps) => {
  const { blogIndexCopy } = useMessages("blog")
  return (
    <Frame>
      <Badges>
        <Badge tone="accent">{blogIndexCopy.featuredBadge}</Badge>
        {article.isNew && <Badge tone="ink">{blogIndexCopy.newBadge}</Badge>}
      </Badges>
      <Title>{article.title}</Title>
      <Excerpt>{article.excerpt}</Excerpt>
      <TagList tags={article.tags.slice(0, blogSettings.cardTagCount)} />
      <ArticleMeta author={article.author} date={article.date} readTime={article.readTime} />
      <div>
        <ReadArticleLink slug={article.slug} title={article.title} />
      </div>
    </Frame>
  )
}
