// When an offer in the owner's register (content/business.yaml) runs: one rule for the build,
// the page in the visitor's browser (src/lib/business.ts) and the claim linter
// (scripts/lint-claims.mjs, which Node runs without TypeScript, hence plain JavaScript here).

/** Where the register lives, from the project's root. */
export const registerPath = "content/business.yaml"

/**
 * Offers end at midnight in Eastern time: the day is read in America/Toronto on the build machine
 * (Netlify's clock is UTC), in every visitor's browser and by the linter alike, so a Vancouver
 * visitor never sees an offer that has already ended in Toronto.
 */
export const offerTimeZone = "America/Toronto"

/**
 * Today's date (YYYY-MM-DD) in the offer's time zone (en-CA writes dates that way).
 * @param {Date} [now]
 * @returns {string}
 */
export const todayInOfferZone = (now = new Date()) =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: offerTimeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now)

/**
 * An offer runs from the start of its first day through the whole of its last; ISO dates compare
 * as strings.
 * @param {string} startsOn YYYY-MM-DD
 * @param {string} endsOn YYYY-MM-DD
 * @param {string} today YYYY-MM-DD
 * @returns {boolean}
 */
export const offerRunsOn = (startsOn, endsOn, today) => startsOn <= today && today <= endsOn

/**
 * Whole days from one YYYY-MM-DD date to another (negative when `to` comes first).
 * @param {string} from
 * @param {string} to
 * @returns {number}
 */
export const daysBetween = (from, to) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)

/** The oldest a rating may be for a page to show it: older, it is left out (and production stops). */
export const maxRatingAgeDays = 120
