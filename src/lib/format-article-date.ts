import type { Locale } from "../data/locale"

const monthNames: Readonly<Record<Locale, readonly string[]>> = {
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  fr: [
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
  ],
}

/**
 * "2026-11-10" → "November 10, 2026" (en-CA) or "10 novembre 2026" (fr-CA; "1er" for the first).
 * Spelled out here rather than through Intl.DateTimeFormat, whose locale data the browser would
 * load while it hydrates the blog, for dates the server has already rendered
 * (docs/decisions/numbers-and-dates-without-intl.md).
 */
export const formatArticleDate = (isoDate: string, locale: Locale = "en"): string => {
  const [year, month, day] = isoDate.split("-").map(Number)
  const monthName = monthNames[locale][month - 1]
  if (locale === "fr") return `${day === 1 ? "1er" : day} ${monthName} ${year}`
  return `${monthName} ${day}, ${year}`
}

/**
 * The first and last day of a range, without repeating what they share: "December 1" and
 * "December 21, 2026" (en-CA), « 1er » and « 21 décembre 2026 » within a month, « 20 novembre »
 * and « 5 décembre 2026 » within a year (fr-CA); full dates across years.
 */
export const formatDateRange = (
  fromIso: string,
  toIso: string,
  locale: Locale = "en",
): { from: string; to: string } => {
  const [fromYear, fromMonth, fromDay] = fromIso.split("-").map(Number)
  const [toYear, toMonth] = toIso.split("-").map(Number)
  const to = formatArticleDate(toIso, locale)
  if (fromYear !== toYear) return { from: formatArticleDate(fromIso, locale), to }
  const day = locale === "fr" && fromDay === 1 ? "1er" : String(fromDay)
  if (locale === "fr") {
    return { from: fromMonth === toMonth ? day : `${day} ${monthNames.fr[fromMonth - 1]}`, to }
  }
  return { from: `${monthNames.en[fromMonth - 1]} ${day}`, to }
}
