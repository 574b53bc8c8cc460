import type { Messages } from "../../data/messages"
import type { FaqItem } from "../../data/home"
import type { Locale } from "../../data/locale"
import type { Business } from "../../lib/business"
import { faqJsonLd, productJsonLd, type JsonLd } from "./structured-data"

/** The home page's Product and FAQPage data, from the same copy and register the page renders. */
export const homeJsonLd = (
  copy: Pick<Messages["home"], "productCopy">,
  imagePaths: readonly string[],
  rating: Business["rating"],
  faqItems: readonly FaqItem[],
  locale: Locale,
): JsonLd[] => [
  productJsonLd({ ...copy.productCopy, imagePaths, rating, locale }),
  faqJsonLd(faqItems),
]
