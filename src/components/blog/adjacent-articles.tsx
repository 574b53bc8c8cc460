import styled from "@emotion/styled"
import { Link } from "gatsby"
import { useMessages } from "../../hooks/use-messages"
import { useRoutes } from "../../hooks/use-locale"
import { colors, fontSizes, fontWeights, layout, mq, radii, space } from "../../styles/theme"

const List = styled.ul`
  display: grid;
  gap: ${space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.md} {
    grid-template-columns: repeat(2, 1fr);
  }
`

const Card = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  height: 100%;
  min-height: ${layout.tapTarget};
  padding: ${space.md} ${space.lg};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.card};
  color: ${colors.ink};
  text-decoration: none;
  &:hover {
    border-color: ${colors.accent};
  }
`

const Direction = styled.span`
  color: ${colors.inkMuted};
  font-size: ${fontSizes.sm};
`

const Title = styled.span`
  color: ${colors.accent};
  font-weight: ${fontWeights.bold};
`

const Heading = styled.h2`
  margin: 0 0 ${space.md};
  font-size: ${fontSizes.xl};
`

export type AdjacentArticle = { slug: string; title: string }

export type AdjacentArticlesProps = {
  newer: AdjacentArticle | null
  older: AdjacentArticle | null
}

/** The articles published just before and after this one. */
export const AdjacentArticles = ({ newer, older }: AdjacentArticlesProps) => {
  const { articleCopy } = useMessages("blog")
  const routes = useRoutes()
  const links = [
    { label: articleCopy.newer, article: newer },
    { label: articleCopy.older, article: older },
  ].flatMap(({ label, article }) => (article ? [{ label, ...article }] : []))
  if (links.length === 0) return null
  return (
    <nav aria-labelledby="more-articles-heading">
      <Heading id="more-articles-heading">{articleCopy.moreHeading}</Heading>
      <List>
        {links.map(({ label, slug, title }) => (
          <li key={slug}>
            <Card to={routes.article(slug)}>
              <Direction>{label}</Direction>
              <Title>{title}</Title>
            </Card>
          </li>
        ))}
      </List>
    </nav>
  )
}
