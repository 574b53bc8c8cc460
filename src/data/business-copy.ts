/**
 * The sentences that state the owner's business facts (content/business.yaml), in English. Each
 * takes its figures from the register, and a page shows it only while its fact is there: nothing
 * here is a fact itself. French: ./fr/business-copy.ts, typed against this.
 */
import { marketplace } from "./site"

/**
 * Templates (src/lib/business-lines.ts fills them): `{date}`, `{count}`, `{value}`, `{price}`
 * and an offer's `{from}`/`{to}` in the edition's formats; `{label}`, `{details}`, `{days}`,
 * `{givenBy}` and `{statement}` as the register states them; `{scale}` the rating's scale.
 */
export const businessCopy = {
  /**
   * The buy button's text. While an offer of the register runs, the button adds the offer's short
   * label: urgency and savings words live only in the register, beside their dates and terms.
   */
  cta: `Buy Now on ${marketplace.name}`,
  ctaOffer: `Buy Now on ${marketplace.name} - {label}`,
  /** The running offer under the button: what it is and its dates, then a link to its terms. */
  offer: "{details}, {from} through {to}.",
  offerTerms: "Offer terms",
  availability: "Now Available in Canada",
  /**
   * The seller's guarantee, linked to its page on this site: an invitation to try it, in the words
   * of the guarantee page's intro (never "risk-free": an absolute the claim linter bans).
   */
  guarantee: "Try it for {days} days, or your money back",
  /** The marketplace's return window, linked to the marketplace's terms. */
  returns: `{days}-day returns through ${marketplace.name}`,
  /** The rating line: "4.8 out of 5 · 127 ratings on Amazon.ca, as of November 20, 2026". */
  rating: {
    score: "{value} out of {scale}",
    count: `{count} ratings on ${marketplace.name}`,
    asOf: ", as of {date}",
  },
  /** The listing's price, dated: "$129.99 on Amazon.ca, as of November 20, 2026". */
  price: `{price} on ${marketplace.name}, as of {date}`,
  customers: "At least {count} customers, as of {date}",
  shippingQuestion: "How do shipping and returns work in Canada?",
  /** The shipping answer's sentences: the first two only while the register states their fact. */
  shippingAnswer: {
    shipping: `{statement}. ${marketplace.name}'s shipping terms apply.`,
    guarantee: `On top of ${marketplace.name}'s own returns, {givenBy} gives a {days}-day money-back guarantee from the day of delivery.`,
    returns: `You can return the device within {days} days through ${marketplace.name}, on its return terms.`,
    listing: `Delivery times and ${marketplace.name}'s own return window are on the listing: check them before you order.`,
  },
  /** The link under the shipping answer while the seller gives a guarantee (its own page). */
  guaranteeLink: "How to claim the money-back guarantee",
}

export type BusinessCopy = typeof businessCopy
