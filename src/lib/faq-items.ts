import type { FaqItem } from "../data/home"
import type { Locale } from "../data/locale"
import type { BusinessCopy } from "../data/business-copy"
import { localizedRoutes } from "../data/routes"
import { sellerGuarantee } from "../business/facts"
import { businessLines } from "../business/lines"

const shippingPlaceholder = "{shippingAnswer}"

/**
 * The home FAQ as the page shows it: the shipping answer states the register's facts, and links
 * to the guarantee's page while the seller gives one.
 */
export const faqItemsFor = (
  faqItems: readonly FaqItem[],
  businessCopy: BusinessCopy,
  business: Parameters<ReturnType<typeof businessLines>["shippingAnswer"]>[0],
  locale: Locale,
): readonly FaqItem[] => {
  const shippingAnswer = businessLines(businessCopy, locale).shippingAnswer(business)
  const guaranteeLink = sellerGuarantee(business.guarantee)
    ? { text: businessCopy.guaranteeLink, to: localizedRoutes[locale].guarantee }
    : undefined
  return faqItems.map((item) =>
    item.answer === shippingPlaceholder
      ? { ...item, answer: shippingAnswer, ...(guaranteeLink && { more: guaranteeLink }) }
      : item,
  )
}

/**
 * The same items with each answer as one plain text, its bullets read on as sentences: the
 * FAQPage structured data's answers, which have no list and no link.
 */
export const plainFaqItems = (items: readonly FaqItem[]): readonly FaqItem[] =>
  items.map(({ question, answer, points = [] }) => ({
    question,
    answer: [answer, ...points].join(" "),
  }))
