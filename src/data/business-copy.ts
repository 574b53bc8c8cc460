/**
 * The sentences that state the owner's business facts (content/business.yaml), in English. Each
 * takes its figures from the register, and a page shows it only while its fact is there: nothing
 * here is a fact itself. French: ./fr/business-copy.ts, typed against this.
 */
import type { Business } from "../lib/business"
import { ratingScale } from "../lib/business"
import { formatCount, formatDecimal } from "../lib/format"
import { formatArticleDate } from "../lib/format-article-date"
import { marketplace } from "./site"

const date = (isoDate: string) => formatArticleDate(isoDate, "en")

export const businessCopy = {
  /**
   * The buy button's text. While the register's offer runs, the button adds the offer's label (the
   * spec's "Limited Time Offer"): urgency words live only in the register, beside their end date.
   */
  cta: `Buy Now on ${marketplace.name}`,
  ctaOffer: (label: string) => `Buy Now on ${marketplace.name} - ${label}`,
  /** The live offer under the button: its label and its last day. */
  offer: (label: string, endsOn: string) => `${label}, through ${date(endsOn)}.`,
  availability: "Now Available in Canada",
  guarantee: (days: number, givenBy: string) => `${days}-day money-back guarantee from ${givenBy}`,
  /** The rating line: "4.8 out of 5 · 127 ratings on Amazon.ca, as of November 20, 2026". */
  rating: {
    score: (value: number) => `${formatDecimal(value, "en")} out of ${ratingScale}`,
    count: (count: number) => `${formatCount(count, "en")} ratings on ${marketplace.name}`,
    asOf: (asOf: string) => `, as of ${date(asOf)}`,
  },
  customers: (count: number, asOf: string) =>
    `Trusted by ${formatCount(count, "en")}+ customers, as of ${date(asOf)}`,
  licence: (licence: string) => `Health Canada medical device licence no. ${licence}`,
  shippingQuestion: "How do shipping and returns work in Canada?",
  shippingAnswer: ({ shipping, guarantee }: Pick<Business, "shipping" | "guarantee">) =>
    [
      shipping && `${shipping.statement.en}; the terms are linked at the top of this page.`,
      guarantee &&
        `The ${guarantee.days}-day money-back guarantee is given by ${guarantee.givenBy}, on the terms linked at the top of this page.`,
      `Delivery options, delivery times and how to return the device are set out on the ${marketplace.name} listing: check them there before you order.`,
    ]
      .filter(Boolean)
      .join(" "),
}

export type BusinessCopy = typeof businessCopy
