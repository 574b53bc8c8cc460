import type { ReactNode } from "react"
import styled from "@emotion/styled"
import { useLocale } from "../../hooks/use-locale"
import { useMessages } from "../../hooks/use-messages"
import type { Business } from "../../business/node/schema"
import type { FactsAtBuild } from "../../business/facts"
import { sharedProofDate } from "../../business/proof-dates"
import { businessLines } from "../../business/lines"
import { colors, fontSizes, radii, space } from "../../styles/theme"
import { DatedNote, PriceTag } from "../home/buy-facts"
import { Rating } from "../home/rating"

const Card = styled.section`
  margin: ${space.xl} 0 0;
  padding: ${space.lg};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surfaceAlt};
`

const Heading = styled.h2`
  margin: 0 0 ${space.xs};
  font-size: ${fontSizes.xl};
`

const Name = styled.p`
  margin: 0 0 ${space.xs};
  font-size: ${fontSizes.lg};
`

const Line = styled.p`
  margin: 0 0 ${space.md};
  color: ${colors.inkMuted};
`

const Small = styled.p`
  margin: ${space.sm} 0 0;
  font-size: ${fontSizes.sm};
`

/** The register's facts a product card shows. */
export type ProductCardFacts = Pick<Business, "guarantee"> &
  Pick<FactsAtBuild, "priceAtBuild" | "ratingAtBuild">

export type ProductCardViewProps = {
  /** Tells cards on one page apart, for the heading's id. */
  id: string
  /** "ready": "Ready to try it?"; "from": "From LumaSculpt". */
  heading: "ready" | "from"
  facts: ProductCardFacts
  /** The buy button, with its placement's attribution tag. */
  button: ReactNode
}

/**
 * The product in one box where a reader finishes: what it is, the dated price and rating from the
 * register, the buy button and the guarantee. No picture while the product images are stand-in
 * drawings.
 */
export const ProductCardView = ({
  id,
  heading,
  facts: { priceAtBuild, ratingAtBuild, guarantee },
  button,
}: ProductCardViewProps) => {
  const locale = useLocale()
  const { productCardCopy: copy, businessCopy } = useMessages("buy")
  const shared = sharedProofDate(priceAtBuild, ratingAtBuild, null)
  const headingId = `product-card-${id}`
  return (
    <Card aria-labelledby={headingId}>
      <Heading id={headingId}>{heading === "ready" ? copy.heading : copy.articleHeading}</Heading>
      <Name>{copy.name}</Name>
      <Line>{copy.line}</Line>
      {ratingAtBuild && <Rating rating={ratingAtBuild} dated={!shared} />}
      {priceAtBuild && <PriceTag price={priceAtBuild} dated={!shared} />}
      {button}
      {guarantee && <Small>{businessLines(businessCopy, locale).guarantee(guarantee)}</Small>}
      <DatedNote shared={shared} />
    </Card>
  )
}
