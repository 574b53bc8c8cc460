/**
 * The sentences of src/data/business-copy.ts (and its French twin) with the register's facts put
 * in: figures and dates written in the edition's formats. The copy itself is templates, as every
 * message is data that travels in a page's context.
 */
import type { BusinessCopy } from "../data/business-copy"
import type { Locale } from "../data/locale"
import { ratingScale, type Business } from "./business"
import { formatCount, formatDecimal } from "./format"
import { formatArticleDate } from "./format-article-date"
import { formatMessage } from "./format-message"

export const businessLines = (copy: BusinessCopy, locale: Locale) => {
  const date = (isoDate: string) => formatArticleDate(isoDate, locale)
  return {
    ctaOffer: (label: string) => formatMessage(copy.ctaOffer, { label }),
    offer: (label: string, endsOn: string) =>
      formatMessage(copy.offer, { label, date: date(endsOn) }),
    guarantee: (days: number, givenBy: string) => formatMessage(copy.guarantee, { days, givenBy }),
    rating: {
      score: (value: number) =>
        formatMessage(copy.rating.score, {
          value: formatDecimal(value, locale),
          scale: ratingScale,
        }),
      count: (count: number) =>
        formatMessage(copy.rating.count, { count: formatCount(count, locale) }),
      asOf: (asOf: string) => formatMessage(copy.rating.asOf, { date: date(asOf) }),
    },
    customers: (count: number, asOf: string) =>
      formatMessage(copy.customers, { count: formatCount(count, locale), date: date(asOf) }),
    licence: (licence: string) => formatMessage(copy.licence, { licence }),
    /** The FAQ's shipping answer: only the facts the register holds, then the listing's terms. */
    shippingAnswer: ({ shipping, guarantee }: Pick<Business, "shipping" | "guarantee">) =>
      [
        shipping &&
          formatMessage(copy.shippingAnswer.shipping, { statement: shipping.statement[locale] }),
        guarantee &&
          formatMessage(copy.shippingAnswer.guarantee, {
            days: guarantee.days,
            givenBy: guarantee.givenBy,
          }),
        copy.shippingAnswer.listing,
      ]
        .filter(Boolean)
        .join(" "),
  }
}

export type BusinessLines = ReturnType<typeof businessLines>
