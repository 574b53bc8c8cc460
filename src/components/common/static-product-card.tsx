import { createContext, useContext } from "react"
import { useLocale } from "../../hooks/use-locale"
import { useMessages } from "../../hooks/use-messages"
import { listingUrlFor } from "../../data/site"
import type { ListingPlacement } from "../../lib/listing"
import { BuyButton } from "../home/buy-button"
import { ProductCardView, type ProductCardFacts } from "./product-card-view"

/**
 * The register's facts on the build's day, for product cards rendered to static HTML at build
 * time (src/node/static-html.tsx), outside Gatsby's data layer.
 */
export const ProductFactsContext = createContext<ProductCardFacts | null>(null)

export type StaticProductCardProps = {
  /** Where the card sits, for Amazon Attribution; each placement has its own tag. */
  placement: Extract<ListingPlacement, "article" | "blog" | "subscribed" | "guarantee">
  heading: "ready" | "from"
}

/**
 * A product card as static HTML: at the end of every article, inside one where an author puts
 * `<ProductCard />`, and on the subscription confirmation and guarantee pages. Made at build time,
 * it costs those pages no script; and since static HTML is never checked again in the browser, it
 * states no offer, only the plain buy button.
 */
export const StaticProductCard = ({ placement, heading }: StaticProductCardProps) => {
  const facts = useContext(ProductFactsContext)
  const locale = useLocale()
  const { cta } = useMessages("buy").businessCopy
  const { newTab } = useMessages("ui").layoutCopy
  if (!facts)
    throw new Error("a product card needs the register's facts (src/node/static-html.tsx)")
  return (
    <ProductCardView
      id={placement}
      heading={heading}
      facts={facts}
      button={
        <BuyButton
          href={listingUrlFor(placement, locale)}
          label={`${cta} ${newTab}`}
          longText={cta}
          shortText={cta}
        />
      }
    />
  )
}

/** `<ProductCard />` in an article's body: its button is the article body's ("blog") placement. */
export const ArticleBodyProductCard = () => <StaticProductCard placement="blog" heading="from" />
