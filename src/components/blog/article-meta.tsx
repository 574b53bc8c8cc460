import styled from "@emotion/styled"
import { useMessages } from "../../hooks/use-messages"
import { useLocale } from "../../hooks/use-locale"
import { formatArticleDate } from "../../lib/format-article-date"
import { colors, fontSizes, space } from "../../styles/theme"
import { formatMessage } from "../../lib/format-message"

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  column-gap: ${space.sm};
  margin: 0;
  color: ${colors.inkMuted};
  font-size: ${fontSizes.sm};
`

const Separator = styled.span`
  color: ${colors.inkMuted};
`

export type ArticleMetaProps = {
  author: string
  /** ISO date, YYYY-MM-DD. */
  date: string
  /** The last substantial revision, YYYY-MM-DD, shown after the date; none on the cards. */
  updated?: string | null
  readTime: string
  className?: string
}

/** "By {author} · November 10, 2026 · Updated November 27, 2026 · 7 min read" */
export const ArticleMeta = ({ author, date, updated, readTime, className }: ArticleMetaProps) => {
  const { articleCopy } = useMessages("blog")
  const locale = useLocale()
  const { teamAuthor } = articleCopy
  const name =
    teamAuthor && author.startsWith(teamAuthor.prefix)
      ? `${teamAuthor.inByline}${author.slice(teamAuthor.prefix.length)}`
      : author
  // The message's words around its {date}, which is a <time> element rather than text.
  const [beforeUpdated, afterUpdated = ""] = articleCopy.updated.split("{date}")
  return (
    <Meta className={className}>
      <span>{formatMessage(articleCopy.byline, { author: name })}</span>
      <Separator aria-hidden="true">·</Separator>
      <time dateTime={date}>{formatArticleDate(date, locale)}</time>
      {updated && (
        <>
          <Separator aria-hidden="true">·</Separator>
          <span>
            {beforeUpdated}
            <time dateTime={updated}>{formatArticleDate(updated, locale)}</time>
            {afterUpdated}
          </span>
        </>
      )}
      <Separator aria-hidden="true">·</Separator>
      <span>{readTime}</span>
    </Meta>
  )
}
