import { isIsoDate, todayInOfferZone } from "../days"

/** The variable that pins the build's day: for the test suite's build, never for a deploy. */
export const buildDayVariable = "BUILD_DAY"

/**
 * The day a build takes as today (America/Toronto), for the register's dates, offers and the New
 * badge. `npm test` pins it, so the sample register's dated facts (a price is vouched for a week at
 * most) give the same pages on any later day; a production build refuses the pin.
 */
export const buildDay = (
  env: { BUILD_DAY?: string; CONTEXT?: string } = process.env,
  now: Date = new Date(),
): string => {
  const pinned = env.BUILD_DAY?.trim()
  if (!pinned) return todayInOfferZone(now)
  if (env.CONTEXT === "production") {
    throw new Error(
      `${buildDayVariable} is set to ${pinned}: a production build takes today's date. Unset ${buildDayVariable}.`,
    )
  }
  if (!isIsoDate(pinned)) {
    throw new Error(`${buildDayVariable} must be a date written YYYY-MM-DD, not "${pinned}".`)
  }
  return pinned
}
