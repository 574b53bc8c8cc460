import type { FaqItem } from "../data/home"
import type { Locale } from "../data/locale"
import type { BusinessCopy } from "../data/business-copy"
import type { Business } from "./business"
import { businessLines } from "./business-lines"
import { formatMessage } from "./format-message"

/** The home FAQ as the page shows it: the shipping answer states the register's facts. */
export const faqItemsFor = (
  copy: { readonly faqItems: readonly FaqItem[]; readonly businessCopy: BusinessCopy },
  business: Pick<Business, "shipping" | "guarantee">,
  locale: Locale,
): readonly FaqItem[] => {
  const shippingAnswer = businessLines(copy.businessCopy, locale).shippingAnswer(business)
  return copy.faqItems.map((item) => ({
    ...item,
    answer: formatMessage(item.answer, { shippingAnswer }),
  }))
}
