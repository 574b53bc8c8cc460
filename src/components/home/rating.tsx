import styled from "@emotion/styled"
import type { HomeCopy } from "../../data/copy"
import { claims } from "../../data/site"
import { colors, fontSizes, space } from "../../styles/theme"

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs} ${space.sm};
  margin: ${space.md} 0 0;
  font-size: ${fontSizes.sm};
`

/* Five stars filled to the rating, drawn with a clipped gradient: no images, no layout shift. */
const Stars = styled.span<{ share: number }>`
  font-size: ${fontSizes.lg};
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

/**
 * The Amazon.ca rating beside the buy button, from the same constants as the Product JSON-LD, so
 * what search engines are told is what visitors see.
 */
export type RatingProps = { copy: HomeCopy["ratingCopy"] }

export const Rating = ({ copy }: RatingProps) => {
  const { value, count, best } = claims.rating
  return (
    <Line>
      <Stars share={value / best} aria-hidden="true">
        ★★★★★
      </Stars>
      <span>{copy.summary(value, best, count)}</span>
    </Line>
  )
}
