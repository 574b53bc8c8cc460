import styled from "@emotion/styled"
import { Link } from "gatsby"
import { useMessages } from "../../hooks/use-messages"
import { useRoutes } from "../../hooks/use-locale"
import { colors, fontWeights, layout, radii, space } from "../../styles/theme"
import { formatMessage } from "../../lib/format-message"

const ButtonLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${layout.tapTarget};
  padding-inline: ${space.lg};
  border-radius: ${radii.pill};
  background: ${colors.accent};
  color: ${colors.onAccent};
  font-weight: ${fontWeights.bold};
  text-decoration: none;
  &:hover {
    background: ${colors.accentHover};
  }
`

export type ReadArticleLinkProps = { slug: string; title: string }

/** "Read Article", with the title for screen readers so each card's link has its own name. */
export const ReadArticleLink = ({ slug, title }: ReadArticleLinkProps) => {
  const { articleCopy } = useMessages("blog")
  return (
    <ButtonLink to={useRoutes().article(slug)}>
      {articleCopy.readArticle}
      <span className="visually-hidden">
        {formatMessage(articleCopy.readArticleTarget, { title })}
      </span>
    </ButtonLink>
  )
}
