import type { HomeCopy } from "../../data/copy"
import { faqJsonLd, productJsonLd, type JsonLd } from "./structured-data"

/** The home page's Product and FAQPage data, from the same copy the page renders. */
export const homeJsonLd = (copy: HomeCopy, imagePaths: readonly string[]): JsonLd[] => [
  productJsonLd({ ...copy.productCopy, imagePaths }),
  faqJsonLd(copy.faqItems),
]
