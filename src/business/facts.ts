/**
 * The owner's business register (content/business.yaml): the rules every build and every page
 * apply to it. Its shape is the zod schema in src/node/business-register.ts, which validates the
 * file and puts it in Gatsby's data layer; components read it with useBusiness()
 * (src/hooks/use-business.ts).
 */
import type { Business } from "../node/business-register"
import { daysBetween, maxRatingAgeDays, offerRunsOn, todayInOfferZone } from "./offer-day.mjs"

export type { Business }

export type Offer = Business["offers"][number]
export type Price = NonNullable<Business["price"]>
type Guarantee = NonNullable<Business["guarantee"]>
export type SellerGuarantee = Extract<Guarantee, { givenBy: "seller" }>

/** What a build adds to the register for its pages: the offer and price that hold on its day. */
export type BuildFacts = {
  /** The offer running on the build's day (America/Toronto), or null. */
  readonly offerAtBuild: Offer | null
  /** The price, while the build's day is not past its `validUntil`; else null. */
  readonly priceAtBuild: Price | null
  /** The rating, while it was read at most 120 days before the build's day; else null. */
  readonly ratingAtBuild: Business["rating"] | null
}

/** The rating's scale on Amazon.ca (the register holds the value, the scale is Amazon's). */
export const ratingScale = 5

export { offerTimeZone, todayInOfferZone } from "./offer-day.mjs"

/** Whether an offer runs on `today` (YYYY-MM-DD, in the offer's time zone). */
export const isOfferLive = (offer: Offer | null, today: string = todayInOfferZone()): boolean =>
  offer !== null && offerRunsOn(offer.startsOn, offer.endsOn, today)

/**
 * The register's facts that hold on `today`: the running offer, a price still vouched for, and a
 * rating recent enough to show.
 */
export const buildFacts = (
  { offers, price, rating }: Pick<Business, "offers" | "price" | "rating">,
  today: string = todayInOfferZone(),
): BuildFacts => ({
  offerAtBuild: offers.find((offer) => isOfferLive(offer, today)) ?? null,
  priceAtBuild: price && today <= price.validUntil ? price : null,
  ratingAtBuild: daysBetween(rating.asOf, today) <= maxRatingAgeDays ? rating : null,
})

/** The guarantee, when the seller gives it (it then has a page of its own). */
export const sellerGuarantee = (guarantee: Business["guarantee"]): SellerGuarantee | null =>
  guarantee?.givenBy === "seller" ? guarantee : null
