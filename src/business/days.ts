/**
 * Days, the one way the site counts them: a day is a string YYYY-MM-DD, read in Toronto. The
 * register's dates, its offers, the build's day, the articles' dates and the New badge all use
 * these helpers, in the build, the scheduled rebuild and the visitor's browser alike.
 */

/**
 * Offers end at midnight in Eastern time: the day is read in America/Toronto on the build machine
 * (Netlify's clock is UTC) and in every visitor's browser alike, so a Vancouver visitor never sees
 * an offer that has already ended in Toronto.
 */
export const offerTimeZone = "America/Toronto"

/** Today's date (YYYY-MM-DD) in the offer's time zone (en-CA writes dates that way). */
export const todayInOfferZone = (now: Date = new Date()): string =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: offerTimeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now)

/** A day's form: four digits, two, two. `isIsoDate` also checks the day exists. */
export const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/

/** Whether `value` is a day that exists, written YYYY-MM-DD (not 2026-02-30, not 2026-13-01). */
export const isIsoDate = (value: unknown): value is string => {
  const match = typeof value === "string" ? isoDatePattern.exec(value) : null
  if (!match) return false
  const [year, month, day] = match.slice(1).map(Number)
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  )
}

const dayMs = 86_400_000

/** Whole days from one day to another (negative when `to` comes first). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs)

/** The day `days` after `day` (before it when negative). */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10)
