/**
 * When the featured article may still be called "New" (its card is badged New, but only while the
 * article is new). The build decides it once, on its own day, and the data layer
 * carries the answer (`Mdx.newAtBuild`, create-schema-customization.ts), so the server HTML and the
 * hydrated page always agree. The site is rebuilt on every content change; a badge that expires
 * between two builds stays until the next one.
 */
import { daysBetween } from "../business/days"

/** How many days after its `date` an article is still new. */
export const newBadgeDays = 60

/** Whether an article dated `date` is new on `today`: through its 60th day, not from its 61st. */
export const isNewOn = (date: string, today: string): boolean =>
  daysBetween(date, today) <= newBadgeDays
