import { useBusiness } from "../../hooks/use-business"
import type { ListingPlacement } from "../../lib/listing"
import { BuyCta } from "../home/buy-cta"
import { ProductCardView } from "./product-card-view"

export type ProductCardProps = {
  /** Where the card sits, for Amazon Attribution; each placement has its own tag. */
  placement: Extract<ListingPlacement, "article" | "subscribed" | "guarantee">
  /** "ready": "Ready to try it?"; "from": "From LumaSculpt" (the end of an article). */
  heading?: "ready" | "from"
}

/**
 * The product card on a page (the end of every article, the subscription confirmation, the
 * guarantee page), with the register from the data layer and a buy button that checks again in
 * the browser that an offer still runs.
 */
export const ProductCard = ({ placement, heading = "ready" }: ProductCardProps) => (
  <ProductCardView
    id={placement}
    heading={heading}
    facts={useBusiness()}
    button={<BuyCta placement={placement} />}
  />
)
