import styled from "@emotion/styled"
import { useLocale } from "../../hooks/use-locale"
import { useMessages } from "../../hooks/use-messages"
import { businessLines } from "../../business/lines"
import { ratingScale } from "../../business/facts"
import type { Business } from "../../business/node/schema"
import { colors, fontSizes, space } from "../../styles/theme"
import { ListingLink } from "../common/listing-link"

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0 ${space.sm};
  margin: 0;
  font-size: ${fontSizes.sm};
`

/* Five stars filled to the rating, drawn with a clipped gradient: no images, no layout shift. */
const Stars = styled.span<{ share: number }>`
  font-size: ${fontSizes.base};
  letter-spacing: 0.1em;
  background: linear-gradient(
    90deg,
    ${colors.star} ${({ share }) => share * 100}%,
    ${colors.border} ${({ share }) => share * 100}%
  );
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
`

export type RatingProps = {
  rating: Business["rating"]
  /** Its own date, unless one line beside it dates the figures together. */
  dated?: boolean
}

/**
 * The Amazon.ca rating beside the buy button, dated and linked to the listing it was read from.
 * Shown to people only: search markup never republishes another site's rating (docs/claims.md).
 */
export const Rating = ({ rating: { value, count, asOf }, dated = true }: RatingProps) => {
  const copy = businessLines(useMessages("buy").businessCopy, useLocale()).rating
  return (
    <Line>
      <Stars share={value / ratingScale} aria-hidden="true">
        ★★★★★
      </Stars>
      <span>
        {`${copy.score(value)} · `}
        <ListingLink placement="rating">{copy.count(count)}</ListingLink>
        {dated && copy.asOf(asOf)}
      </span>
    </Line>
  )
}
