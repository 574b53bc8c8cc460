/**
 * The sentences that state the owner's business facts (content/business.yaml), in English. Each
 * takes its figures from the register, and a page shows it only while its fact is there: nothing
 * here is a fact itself. French: ./fr/business-copy.ts, typed against this.
 */
import { marketplace } from "./site"

/**
 * Templates (src/lib/business-lines.ts fills them): `{date}`, `{count}` and `{value}` in the
 * edition's date and number formats; `{label}`, `{days}`, `{givenBy}`, `{licence}` and
 * `{statement}` as the register states them; `{scale}` the rating's scale.
 */
export const businessCopy = {
  /**
   * The buy button's text. While the register's offer runs, the button adds the offer's label (the
   * spec's "Limited Time Offer"): urgency words live only in the register, beside their end date.
   */
  cta: `Buy Now on ${marketplace.name}`,
  ctaOffer: `Buy Now on ${marketplace.name} - {label}`,
  /** The live offer under the button: its label and its last day. */
  offer: "{label}, through {date}.",
  availability: "Now Available in Canada",
  guarantee: "{days}-day money-back guarantee from {givenBy}",
  /** The rating line: "4.8 out of 5 · 127 ratings on Amazon.ca, as of November 20, 2026". */
  rating: {
    score: "{value} out of {scale}",
    count: `{count} ratings on ${marketplace.name}`,
    asOf: ", as of {date}",
  },
  customers: "Trusted by {count}+ customers, as of {date}",
  licence: "Health Canada medical device licence no. {licence}",
  shippingQuestion: "How do shipping and returns work in Canada?",
  /** The shipping answer's sentences: the first two only while the register states their fact. */
  shippingAnswer: {
    shipping: "{statement}; the terms are linked at the top of this page.",
    guarantee:
      "The {days}-day money-back guarantee is given by {givenBy}, on the terms linked at the top of this page.",
    listing: `Delivery options, delivery times and how to return the device are set out on the ${marketplace.name} listing: check them there before you order.`,
  },
}

export type BusinessCopy = typeof businessCopy
