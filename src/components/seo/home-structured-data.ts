import { faqItems } from "../../data/home"
import { faqJsonLd, productJsonLd, type JsonLd } from "./structured-data"

/** The home page's Product and FAQPage data, from the same modules the page renders. */
export const homeJsonLd = (imagePaths: readonly string[]): JsonLd[] => [
  productJsonLd({ imagePaths }),
  faqJsonLd(faqItems),
]
