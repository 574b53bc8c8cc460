import styled from "@emotion/styled"
import { useBusiness } from "../../hooks/use-business"
import { useLocale } from "../../hooks/use-locale"
import { useMessages } from "../../hooks/use-messages"
import { businessLines } from "../../lib/business-lines"
import type { ListingPlacement } from "../../lib/listing"
import { sharedProofDate } from "../../lib/proof-dates"
import { colors, fontSizes, radii, space } from "../../styles/theme"
import { BuyCta } from "../home/buy-cta"
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

export type ProductCardProps = {
  /** Where the card sits, for Amazon Attribution; each placement has its own tag. */
  placement: Extract<ListingPlacement, "article" | "subscribed" | "guarantee">
  /** "ready": "Ready to try it?"; "from": "From LumaSculpt" (the end of an article). */
  heading?: "ready" | "from"
}

/**
 * The product in one box where a reader finishes (an article, the subscription confirmation, the
 * guarantee page): what it is, the dated price and rating from the register, the buy button and
 * the guarantee. No picture while the product images are stand-in drawings.
 */
export const ProductCard = ({ placement, heading = "ready" }: ProductCardProps) => {
  const { priceAtBuild, rating, guarantee } = useBusiness()
  const locale = useLocale()
  const { productCardCopy: copy, businessCopy } = useMessages("buy")
  const shared = sharedProofDate(priceAtBuild, rating, null)
  const id = `product-card-${placement}`
  return (
    <Card aria-labelledby={id}>
      <Heading id={id}>{heading === "ready" ? copy.heading : copy.articleHeading}</Heading>
      <Name>{copy.name}</Name>
      <Line>{copy.line}</Line>
      <Rating rating={rating} dated={!shared} />
      {priceAtBuild && <PriceTag price={priceAtBuild} dated={!shared} />}
      <BuyCta placement={placement} />
      {guarantee && <Small>{businessLines(businessCopy, locale).guarantee(guarantee)}</Small>}
      <DatedNote shared={shared} />
    </Card>
  )
}
