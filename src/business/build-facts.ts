/**
 * /build-facts.json: the day this build was made and the next day its pages go out of date, so
 * the scheduled rebuild (netlify/functions/rebuild-on-offer-dates.ts) can read it from the live
 * site and call the build hook on that day or any later morning until a newer build is live.
 * Pages decide at build time whether an offer runs, whether the price is still vouched for and
 * whether the featured article is New; each of those has a day it changes.
 */
import { writeFile } from "fs/promises"
import path from "path"
import type { Business } from "../lib/business"
import { newBadgeDays } from "./new-badge"

/** Where the build publishes the facts, from the site's root. */
export const buildFactsPath = "/build-facts.json"

export type BuildChange = { on: string; reason: string }

export type BuildFacts = {
  /** The build's day, YYYY-MM-DD in Toronto. */
  builtOn: string
  /** The first day after `builtOn` when a page built today is out of date, or null. */
  nextChange: string | null
  /** Every such day still ahead, soonest first, with what changes. */
  changes: BuildChange[]
}

/** `day` plus `days`, both YYYY-MM-DD. */
const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/**
 * The days after `today` on which pages built today change: an offer's first day, the day after
 * its last, the day after the price's last vouched-for day, the day an article stops being New.
 */
export const buildFacts = (
  { offers, price }: Pick<Business, "offers" | "price">,
  articleDates: readonly string[],
  today: string,
): BuildFacts => {
  const changes: BuildChange[] = [
    ...offers.flatMap((offer) => [
      { on: offer.startsOn, reason: `the offer starting on ${offer.startsOn} begins` },
      {
        on: addDays(offer.endsOn, 1),
        reason: `the offer that ended on ${offer.endsOn} must leave the pages`,
      },
    ]),
    ...(price
      ? [
          {
            on: addDays(price.validUntil, 1),
            reason: `the price vouched for until ${price.validUntil} must leave the pages`,
          },
        ]
      : []),
    ...articleDates.map((date) => ({
      on: addDays(date, newBadgeDays + 1),
      reason: `the article dated ${date} is no longer New`,
    })),
  ]
    .filter(({ on }) => on > today)
    .sort((a, b) => a.on.localeCompare(b.on) || a.reason.localeCompare(b.reason))
    // An article and its twin in the other edition share a date: one line for both.
    .filter((change, i, all) => i === 0 || change.reason !== all[i - 1].reason)
  return { builtOn: today, nextChange: changes[0]?.on ?? null, changes }
}

/** Writes public/build-facts.json. */
export const writeBuildFacts = async (publicDir: string, facts: BuildFacts): Promise<void> => {
  await writeFile(path.join(publicDir, buildFactsPath), `${JSON.stringify(facts, null, 2)}\n`)
}
