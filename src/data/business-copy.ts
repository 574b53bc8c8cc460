/**
 * The sentences that state the owner's business facts (content/business.yaml), in English. Each
 * takes its figures from the register, and a page shows it only while its fact is there: nothing
 * here is a fact itself. French: ./fr/business-copy.ts, typed against this.
 */
import { marketplace } from "./site"

/**
 * Templates (src/business/lines.ts fills them): `{date}`, `{count}`, `{value}`, `{price}`
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
  /** Beside the price when the listing did not show it in stock on the day it was read. */
  availability: {
    OutOfStock: "Out of stock when read",
    PreOrder: "Available for pre-order",
    BackOrder: "On back-order",
  },
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
  /** Beside the large price in the hero and the product card: where it was read (and when). */
  priceWhere: `on ${marketplace.name}`,
  priceWhereDated: `on ${marketplace.name}, as of {date}`,
  customers: "At least {count} customers, as of {date}",
  customersUndated: "At least {count} customers",
  /** One line for the figures beside the button when they were all read on one day. */
  asOfTogether: {
    priceRatingCustomers: `Price and rating read on ${marketplace.name}, customer count from our records, as of {date}.`,
    priceRating: `Price and rating read on ${marketplace.name}, as of {date}.`,
    ratingCustomers: `Rating read on ${marketplace.name}, customer count from our records, as of {date}.`,
  },
  /** Near the buy button, while the register says the seller sells on the listing. */
  soldBy: "Sold by {name}, {city}",
  soldByNoCity: "Sold by {name}",
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

/** The home page's product facts (the register's `product`): a label and a value per fact. */
export const productFactsCopy = {
  heading: "Product facts",
  intro: "What comes with LumaSculpt and how it works, from the maker's specifications.",
  warranty: "Warranty",
  warrantyValue: "{months}-month warranty from {givenBy}",
  warrantyTerms: "Warranty terms",
  inTheBox: "In the box",
  gel: "Gel",
  gelIncluded: "Included",
  gelSoldSeparately: "Not included: use a water-based gel of your choice",
  charging: "Charging and battery",
  chargingValue:
    "{port}; about {hours} h to a full charge, about {minutes} minutes of use per charge",
  safetyMark: "Electrical safety",
  safetyMarkValue: "{mark} certification mark",
  wavelengths: "LED wavelengths",
  wavelengthsValue: "Red {red} nm · Orange {orange} nm · Green {green} nm · Blue {blue} nm",
  current: "Current",
  currentEms: "EMS (electrical muscle stimulation)",
  currentMicrocurrent: "Microcurrent",
}

/** The buy block at the end of articles and on the confirmation and guarantee pages. */
export const productCardCopy = {
  /** The card's heading on the confirmation and guarantee pages. */
  heading: "Ready to try it?",
  /** The card's heading at the end of an article. */
  articleHeading: "From LumaSculpt",
  name: "LumaSculpt red light face massager",
  line: "Red light, EMS and cooling in one handheld device, for a 10–15 minute routine at home.",
}
