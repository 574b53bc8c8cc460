const monthNames = [
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
] as const

/**
 * "2026-11-10" → "November 10, 2026", the en-CA long date. Spelled out here rather than through
 * Intl.DateTimeFormat, whose locale data costs the browser about 20 ms to load while it hydrates
 * the blog, for dates the server has already rendered.
 */
export const formatArticleDate = (isoDate: string): string => {
  const [year, month, day] = isoDate.split("-").map(Number)
  return `${monthNames[month - 1]} ${day}, ${year}`
}
