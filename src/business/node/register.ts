/**
 * Reads and judges the owner's register, content/business.yaml, against its schema (./schema.ts):
 * the one reader of the file, for the build, the content editor's checks and the tests. A value of
 * the wrong shape stops every build with a message naming the file and the key. A production
 * deploy (Netlify's CONTEXT=production) also refuses a register still marked `sample: true` or a
 * rating read more than maxRatingAgeDays ago; other builds warn and go on, as the listing check
 * does (src/lib/listing.ts).
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import { parse } from "yaml"
import { daysBetween, todayInOfferZone } from "../days"
import { maxRatingAgeDays } from "../facts"
import { registerSchema, type Business } from "./schema"

/** Where the register lives, from the project's root. */
export const registerPath = "content/business.yaml"

/** "seller.privacyOfficer.email" from zod's path. */
const keyOf = (issuePath: readonly PropertyKey[]): string =>
  issuePath.map(String).join(".") || "(the whole file)"

/** One message for every problem, each naming the file and the key. */
export class RegisterError extends Error {}

export const parseRegister = (source: string, file: string = registerPath): Business => {
  let raw: unknown
  try {
    raw = parse(source)
  } catch (error) {
    throw new RegisterError(`${file}: is not valid YAML: ${(error as Error).message}`)
  }
  const result = registerSchema.safeParse(raw ?? {})
  if (!result.success) {
    const lines = result.error.issues.flatMap((issue) =>
      issue.code === "unrecognized_keys"
        ? issue.keys.map(
            (key) => `  ${keyOf([...issue.path, key])}: is not a key the site knows (a typo?)`,
          )
        : [
            `  ${keyOf(issue.path)}: ${issue.code === "invalid_type" && issue.input === undefined ? "is missing" : issue.message}`,
          ],
    )
    throw new RegisterError(`${file} has ${lines.length} problem(s):\n${lines.join("\n")}`)
  }
  return result.data
}

/**
 * What a build in this context must say about a valid register: `errors` stop a production
 * build, `warnings` are printed by any other. Each names the file and the key.
 */
export const judgeRegister = (
  business: Business,
  {
    context,
    today = todayInOfferZone(),
    hook,
  }: {
    context: string | undefined
    today?: string
    /** The build hook's title when a hook started the build (Netlify's INCOMING_HOOK_TITLE). */
    hook?: string
  },
  file: string = registerPath,
): { errors: string[]; warnings: string[] } => {
  const problems: string[] = []
  if (business.sample) {
    problems.push(
      `${file}: sample: the register still holds sample values. Put in the owner's real facts, then set sample: false.`,
    )
  }
  const age = daysBetween(business.rating.asOf, today)
  const staleRating = `${file}: rating.asOf: the rating was read on ${business.rating.asOf}, ${age} days ago (more than ${maxRatingAgeDays}), so no page shows it. Read the listing's rating again and update rating.value, rating.count and rating.asOf.`
  // A rebuild the scheduled function started (an offer ended, a price lapsed) must not be blocked:
  // it leaves the rating out and says so; any other production build stops.
  const staleNotes = age > maxRatingAgeDays && hook ? [staleRating] : []
  if (age > maxRatingAgeDays && !hook) {
    problems.push(staleRating)
  } else if (age < 0) {
    problems.push(`${file}: rating.asOf: ${business.rating.asOf} is in the future.`)
  }
  // A price past its last day is left out of the pages and the search data, in every build.
  const notes = [
    ...staleNotes,
    ...(business.price && business.price.validUntil < today
      ? [
          `${file}: price.validUntil: ${business.price.validUntil} has passed, so no page shows the price and no Product is in the search data. Read the listing's price again and update price.amount, price.asOf and price.validUntil.`,
        ]
      : []),
  ]
  return context === "production"
    ? { errors: problems, warnings: notes }
    : {
        errors: [],
        warnings: [
          ...problems.map((problem) => `${problem} (A production build stops here.)`),
          ...notes,
        ],
      }
}

/** Reads the register from the project root (the build's working directory). */
export const readRegister = (root: string = process.cwd()): Business =>
  parseRegister(readFileSync(path.join(root, registerPath), "utf8"))
