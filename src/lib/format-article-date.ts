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
 * Spelled out here rather than through Intl.DateTimeFormat, whose locale data costs the browser
 * about 20 ms to load while it hydrates the blog, for dates the server has already rendered.
 */
export const formatArticleDate = (isoDate: string, locale: Locale = "en"): string => {
  const [year, month, day] = isoDate.split("-").map(Number)
  const monthName = monthNames[locale][month - 1]
  if (locale === "fr") return `${day === 1 ? "1er" : day} ${monthName} ${year}`
  return `${monthName} ${day}, ${year}`
}
