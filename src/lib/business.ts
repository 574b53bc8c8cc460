/**
 * The owner's business register (content/business.yaml): its shape, and the rules every build and
 * every page apply to it. The build validates the file (src/node/business-register.ts) and puts it
 * in Gatsby's data layer; components read it with useBusiness() (src/hooks/use-business.ts).
 */

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

/**
 * Offers end at midnight in Eastern time: the day is read in America/Toronto on the build machine
 * (Netlify's clock is UTC) and in every visitor's browser alike, so a Vancouver visitor never sees
 * an offer that has already ended in Toronto.
 */
export const offerTimeZone = "America/Toronto"

/** Today's date (YYYY-MM-DD) in the offer's time zone. */
export const todayInOfferZone = (now: Date = new Date()): string =>
  // en-CA formats dates as YYYY-MM-DD.
  new Intl.DateTimeFormat("en-CA", {
    timeZone: offerTimeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now)

/** An offer is live through the whole of its `endsOn` day; ISO dates compare as strings. */
export const isOfferLive = (
  offer: Business["offer"],
  today: string = todayInOfferZone(),
): boolean => offer !== null && today <= offer.endsOn
