import type { Messages } from "../../data/messages"
import type { FaqItem } from "../../data/home"
import type { Locale } from "../../data/locale"
import type { Business } from "../../business/node/schema"
import type { FactsAtBuild } from "../../business/facts"
import { faqJsonLd, productJsonLd, type JsonLd } from "./structured-data"

/**
 * The home page's Product and FAQPage data, from the same copy and register the page renders. The
 * Product appears only while the register holds a price for the build's day and the product has
 * a real photo (`imagePaths` leaves the stand-in illustrations out): Google's rules want a Product
 * to carry a priced offer, a review or a rating (the site has no rating of its own), and a
 * merchant listing to show the product's image (docs/claims.md).
 */
export const homeJsonLd = (
  copy: Pick<Messages["home"], "productCopy">,
  imagePaths: readonly string[],
  business: Pick<Business, "seller" | "listingSeller"> & Pick<FactsAtBuild, "priceAtBuild">,
  faqItems: readonly FaqItem[],
  locale: Locale,
): JsonLd[] => [
  ...(business.priceAtBuild && imagePaths.length > 0
    ? [
        productJsonLd({
          ...copy.productCopy,
          imagePaths,
          price: business.priceAtBuild,
          // Named only when the listing's seller is ours: the register says who sells there.
          seller: business.listingSeller === "seller" ? business.seller : null,
          locale,
        }),
      ]
    : []),
  faqJsonLd(faqItems, locale),
]
