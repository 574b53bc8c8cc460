/**
 * /build-facts.json: the day this build was made and the next day its pages go out of date, so
 * the scheduled rebuild (netlify/functions/rebuild-on-offer-dates.ts) can read it from the live
 * site and call the build hook on that day or any later morning until a newer build is live.
 * Pages decide at build time whether an offer runs, whether the price is still vouched for and
 * whether the featured article is New; each of those has a day it changes.
 */
import { writeFile } from "fs/promises"
import path from "path"
import { z } from "zod"
import { newBadgeDays } from "../../node/new-badge"
import { addDays, isIsoDate } from "../days"
import type { Business } from "./schema"

/** Where the build publishes the facts, from the site's root. */
export const buildFactsPath = "/build-facts.json"

const day = z.string().refine(isIsoDate, { error: "must be a day written YYYY-MM-DD" })

/** The published file's shape: what the build writes and the scheduled rebuild reads. */
const buildFactsSchema = z.object({
  /** The build's day, YYYY-MM-DD in Toronto. */
  builtOn: day,
  /** The first day after `builtOn` when a page built that day is out of date, or null. */
  nextChange: day.nullable(),
  /** Every such day still ahead, soonest first, with what changes. */
  changes: z.array(z.object({ on: day, reason: z.string() })),
})

export type BuildFacts = z.output<typeof buildFactsSchema>

/** The published facts, checked; an error names the file and the key. */
export const parseBuildFacts = (json: unknown): BuildFacts => {
  const result = buildFactsSchema.safeParse(json)
  if (result.success) return result.data
  const problems = result.error.issues.map(
    (issue) => `${issue.path.map(String).join(".") || "(the whole file)"}: ${issue.message}`,
  )
  throw new Error(`${buildFactsPath} is not what a build writes: ${problems.join("; ")}`)
}

/**
 * The days after `today` on which pages built today change: an offer's first day, the day after
 * its last, the day after the price's last vouched-for day, the day an article stops being New.
 */
export const pageChangesAfter = (
  { offers, price }: Pick<Business, "offers" | "price">,
  articleDates: readonly string[],
  today: string,
): BuildFacts => {
  const changes: BuildFacts["changes"] = [
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
