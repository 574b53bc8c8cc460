/**
 * When the featured article may still be called "New" (its card is badged New, but only while the
 * article is new). The build decides it once, on its own day, and the data layer
 * carries the answer (`Mdx.newAtBuild`, create-schema-customization.ts), so the server HTML and the
 * hydrated page always agree. The site is rebuilt on every content change; a badge that expires
 * between two builds stays until the next one.
 */

/** How many days after its `date` an article is still new. */
export const newBadgeDays = 60

/** Whole days from one YYYY-MM-DD day to another (negative when `to` comes first). */
export const daysFrom = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)

/** Whether an article dated `date` is new on `today`: through its 60th day, not from its 61st. */
export const isNewOn = (date: string, today: string): boolean =>
  daysFrom(date, today) <= newBadgeDays
