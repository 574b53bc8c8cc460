/**
 * The rules every build and every page apply to the owner's register (content/business.yaml):
 * which offer runs, which price and rating may still be shown, and whose guarantee it is. Its
 * shape is the zod schema in ./node/schema.ts, imported here for its type only, so that neither
 * zod nor the file reader reaches the browser.
 */
import type { Business } from "./node/schema"
import { daysBetween, todayInOfferZone } from "./days"

export type Offer = Business["offers"][number]
export type Price = NonNullable<Business["price"]>
type Guarantee = NonNullable<Business["guarantee"]>
export type SellerGuarantee = Extract<Guarantee, { givenBy: "seller" }>

/** The oldest a rating may be for a page to show it: older, it is left out (and production stops). */
export const maxRatingAgeDays = 120

/** What a build adds to the register for its pages: the offer and price that hold on its day. */
export type FactsAtBuild = {
  /** The offer running on the build's day (America/Toronto), or null. */
  readonly offerAtBuild: Offer | null
  /** The price, while the build's day is not past its `validUntil`; else null. */
  readonly priceAtBuild: Price | null
  /** The rating, while it was read at most maxRatingAgeDays before the build's day; else null. */
  readonly ratingAtBuild: Business["rating"] | null
}

/** The rating's scale on Amazon.ca (the register holds the value, the scale is Amazon's). */
export const ratingScale = 5

/**
 * Whether an offer runs on `today` (YYYY-MM-DD, in the offer's time zone): from the start of its
 * first day through the whole of its last. Days written YYYY-MM-DD compare as strings.
 */
export const isOfferLive = (
  { startsOn, endsOn }: Pick<Offer, "startsOn" | "endsOn">,
  today: string = todayInOfferZone(),
): boolean => startsOn <= today && today <= endsOn

/**
 * The register's facts that hold on `today`: the running offer, a price still vouched for, and a
 * rating recent enough to show.
 */
export const factsAtBuild = (
  { offers, price, rating }: Pick<Business, "offers" | "price" | "rating">,
  today: string,
): FactsAtBuild => ({
  offerAtBuild: offers.find((offer) => isOfferLive(offer, today)) ?? null,
  priceAtBuild: price && today <= price.validUntil ? price : null,
  ratingAtBuild: daysBetween(rating.asOf, today) <= maxRatingAgeDays ? rating : null,
})

/** The guarantee, when the seller gives it (it then has a page of its own). */
export const sellerGuarantee = (guarantee: Business["guarantee"]): SellerGuarantee | null =>
  guarantee?.givenBy === "seller" ? guarantee : null
