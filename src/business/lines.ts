/**
 * The sentences of src/data/business-copy.ts (and its French twin) with the register's facts put
 * in: figures, prices and dates written in the edition's formats. The copy itself is templates, as
 * every message is data that travels in a page's context.
 */
import type { BusinessCopy } from "../data/business-copy"
import type { Locale } from "../data/locale"
import { formatCount, formatDecimal, formatPrice } from "../lib/format"
import { formatArticleDate, formatDateRange } from "../lib/format-article-date"
import { formatMessage } from "../lib/format-message"
import { ratingScale, type Offer } from "./facts"
import type { Business } from "./node/schema"

export const businessLines = (copy: BusinessCopy, locale: Locale) => {
  const date = (isoDate: string) => formatArticleDate(isoDate, locale)
  return {
    ctaOffer: (offer: Offer) => formatMessage(copy.ctaOffer, { label: offer.label[locale] }),
    offer: (offer: Offer) =>
      formatMessage(copy.offer, {
        details: offer.details[locale],
        ...formatDateRange(offer.startsOn, offer.endsOn, locale),
      }),
    /** The hero's guarantee link text: the seller's guarantee, or the marketplace's returns. */
    guarantee: ({ givenBy, days }: NonNullable<Business["guarantee"]>) =>
      formatMessage(givenBy === "seller" ? copy.guarantee : copy.returns, { days }),
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
    price: ({ amount, asOf }: NonNullable<Business["price"]>) =>
      formatMessage(copy.price, { price: formatPrice(amount, locale), date: date(asOf) }),
    customers: (count: number, asOf: string) =>
      formatMessage(copy.customers, { count: formatCount(count, locale), date: date(asOf) }),
    customersUndated: (count: number) =>
      formatMessage(copy.customersUndated, { count: formatCount(count, locale) }),
    /** The FAQ's shipping answer: only the facts the register holds, then the listing's terms. */
    shippingAnswer: ({
      shipping,
      guarantee,
      seller,
    }: Pick<Business, "shipping" | "guarantee" | "seller">) =>
      [
        shipping &&
          formatMessage(copy.shippingAnswer.shipping, { statement: shipping.statement[locale] }),
        guarantee &&
          formatMessage(
            guarantee.givenBy === "seller"
              ? copy.shippingAnswer.guarantee
              : copy.shippingAnswer.returns,
            { days: guarantee.days, givenBy: seller.legalName[locale] },
          ),
        copy.shippingAnswer.listing,
      ]
        .filter(Boolean)
        .join(" "),
  }
}

export type BusinessLines = ReturnType<typeof businessLines>
