/**
 * The owner's business register (content/business.yaml): its shape, and the rules every build and
 * every page apply to it. The build validates the file (src/node/business-register.ts) and puts it
 * in Gatsby's data layer; components read it with useBusiness() (src/hooks/use-business.ts).
 */

import { offerRunsOn, todayInOfferZone } from "./offer-day.mjs"

/** A sentence the owner writes in both editions. */
export type LocalizedText = { readonly en: string; readonly fr: string }

export type Business = {
  /** True while the values are samples: a production build refuses them. */
  readonly sample: boolean
  readonly seller: {
    readonly legalName: string
    readonly mailingAddress: string
    readonly email: string
    readonly phone: string | null
    /** Who answers for personal information (Quebec's Law 25). */
    readonly privacyOfficer: {
      readonly name: string
      readonly title: LocalizedText
      readonly email: string
    }
  }
  /** The Amazon.ca listing's average rating and number of ratings, read on `asOf`. */
  readonly rating: { readonly value: number; readonly count: number; readonly asOf: string }
  readonly customers: { readonly count: number; readonly asOf: string } | null
  readonly guarantee: {
    readonly days: number
    readonly givenBy: string
    readonly termsUrl: string
  } | null
  readonly shipping: { readonly statement: LocalizedText; readonly termsUrl: string } | null
  readonly offer: { readonly label: LocalizedText; readonly endsOn: string } | null
  readonly healthCanadaLicence: string | null
}

/** The rating's scale on Amazon.ca (the register holds the value, the scale is Amazon's). */
export const ratingScale = 5

export { offerTimeZone, todayInOfferZone } from "./offer-day.mjs"

/** Whether the register's offer runs on `today` (YYYY-MM-DD, in the offer's time zone). */
export const isOfferLive = (
  offer: Business["offer"],
  today: string = todayInOfferZone(),
): boolean => offerRunsOn(offer?.endsOn ?? null, today)
