/**
 * Reads and judges the owner's register, content/business.yaml. Its shape is written once, here,
 * as a zod schema; the `Business` type every page reads is inferred from it. A value of the wrong
 * shape stops every build with a message naming the file and the key. A production deploy
 * (Netlify's CONTEXT=production) also refuses a register still marked `sample: true` or a rating
 * read more than 120 days ago; other builds warn and go on, as the listing check does
 * (src/lib/listing.ts).
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import { parse } from "yaml"
import { z } from "zod"
import { siteUrl } from "../data/site-url"
import { localizedRoutes } from "../data/routes"
import { isIsoDate } from "../lib/iso-date.mjs"
import { todayInOfferZone } from "../lib/offer-day.mjs"
import { registerPath } from "../lib/offer-day.mjs"

export { registerPath }

/** The oldest a rating may be in a production build. */
export const maxRatingAgeDays = 120

/** The longest the register may vouch for a price it read by hand on the listing. */
export const maxPriceDays = 30

/** An offer must start more than this many days after the previous one ended. */
export const minDaysBetweenOffers = 30

/** The page a guarantee given by the seller must link to as its terms. */
export const guaranteeTermsUrl = `${siteUrl}${localizedRoutes.en.guarantee}`

const isoDate = z
  .string({ error: "must be a date written YYYY-MM-DD" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "must be a date written YYYY-MM-DD" })
  .refine(isIsoDate, { error: "is not a real date" })

const text = z.string({ error: "must be text" }).trim().min(1, { error: "must not be empty" })

const email = z.email({ error: "must be an email address" })

const httpsUrl = z.url({ protocol: /^https$/, error: "must be a link starting with https://" })

const localized = z.strictObject(
  { en: text, fr: text },
  { error: "must give the text in English (en) and in French (fr)" },
)

const whole = (what: string) =>
  z
    .number({ error: `must be a number (${what})` })
    .int({ error: "must be a whole number" })
    .positive({ error: "must be more than 0" })

/** An optional fact the site reads as null when it is left out. */
const optional = <T extends z.ZodType>(type: T) =>
  type.optional().transform((value): z.output<T> | null => value ?? null)

const offer = z
  .strictObject({
    label: localized,
    details: localized,
    startsOn: isoDate,
    endsOn: isoDate,
    termsUrl: httpsUrl,
  })
  .refine((value) => value.startsOn <= value.endsOn, {
    error: "must start on or before endsOn",
    path: ["startsOn"],
  })

const guarantee = z.discriminatedUnion(
  "givenBy",
  [
    z.strictObject({
      givenBy: z.literal("seller"),
      days: whole("how many days"),
      termsUrl: z.literal(guaranteeTermsUrl, {
        error: `must be the site's guarantee page, ${guaranteeTermsUrl}`,
      }),
      howToClaim: localized,
      proofOfPurchase: localized,
      conditions: z.array(localized).min(1, { error: "must list at least one condition" }),
      returnShipping: localized,
      refund: localized,
    }),
    z.strictObject({
      givenBy: z.literal("marketplace"),
      days: whole("how many days"),
      termsUrl: httpsUrl,
    }),
  ],
  {
    error: "givenBy must be seller (the seller's own guarantee) or marketplace (its return window)",
  },
)

/** The register's shape: every key, kind and limit, the one place they are written. */
export const registerSchema = z.strictObject({
  sample: z.boolean({ error: "must be true (sample values) or false (the owner's own)" }),
  seller: z.strictObject({
    legalName: localized,
    mailingAddress: localized,
    email,
    phone: optional(text),
    privacyOfficer: z.strictObject({ name: text, title: localized, email }),
  }),
  rating: z.strictObject({
    value: z
      .number({ error: "must be a number from 1 to 5" })
      .min(1, { error: "must be from 1 to 5" })
      .max(5, { error: "must be from 1 to 5" }),
    count: whole("how many ratings"),
    asOf: isoDate,
  }),
  customers: optional(z.strictObject({ count: whole("how many customers"), asOf: isoDate })),
  guarantee: optional(guarantee),
  shipping: optional(z.strictObject({ statement: localized, termsUrl: httpsUrl })),
  price: optional(
    z
      .strictObject({
        amount: z
          .number({ error: "must be the price in dollars, e.g. 129.99" })
          .positive({ error: "must be more than 0" })
          .multipleOf(0.01, { error: "must have at most two decimals" }),
        asOf: isoDate,
        validUntil: isoDate,
        availability: z.enum(["InStock", "OutOfStock", "PreOrder", "BackOrder"], {
          error: "must be InStock, OutOfStock, PreOrder or BackOrder",
        }),
      })
      .refine((value) => value.asOf <= value.validUntil, {
        error: "must be on or after asOf",
        path: ["validUntil"],
      })
      .refine((value) => daysBetween(value.asOf, value.validUntil) <= maxPriceDays, {
        error: `must be at most ${maxPriceDays} days after asOf: read the listing's price again`,
        path: ["validUntil"],
      }),
  ),
  offers: z
    .array(offer, { error: "must be a list of offers" })
    .optional()
    .transform((value) => value ?? [])
    .superRefine((offers, context) => {
      offers.forEach((current, index) => {
        const previous = offers[index - 1]
        if (previous && daysBetween(previous.endsOn, current.startsOn) <= minDaysBetweenOffers) {
          context.addIssue({
            code: "custom",
            path: [index, "startsOn"],
            message: `starts ${daysBetween(previous.endsOn, current.startsOn)} day(s) after the previous offer ended (${previous.endsOn}): an offer must start more than ${minDaysBetweenOffers} days after the last one, oldest first`,
          })
        }
      })
    }),
  healthCanadaLicence: optional(
    z
      .union([z.string(), z.number()], { error: "must be the licence number" })
      .transform(String)
      .pipe(text),
  ),
})

/** The register as the site reads it: an optional fact left out is null, never undefined. */
export type Business = z.output<typeof registerSchema>

/** "seller.privacyOfficer.email" from zod's path. */
const keyOf = (issuePath: readonly PropertyKey[]): string =>
  issuePath.map(String).join(".") || "(the whole file)"

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

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
  { context, today = todayInOfferZone() }: { context: string | undefined; today?: string },
  file: string = registerPath,
): { errors: string[]; warnings: string[] } => {
  const problems: string[] = []
  if (business.sample) {
    problems.push(
      `${file}: sample: the register still holds sample values. Put in the owner's real facts, then set sample: false.`,
    )
  }
  const age = daysBetween(business.rating.asOf, today)
  if (age > maxRatingAgeDays) {
    problems.push(
      `${file}: rating.asOf: the rating was read on ${business.rating.asOf}, ${age} days ago (more than ${maxRatingAgeDays}). Read the listing's rating again and update rating.value, rating.count and rating.asOf.`,
    )
  } else if (age < 0) {
    problems.push(`${file}: rating.asOf: ${business.rating.asOf} is in the future.`)
  }
  // A price past its last day is left out of the pages and the search data, in every build.
  const notes =
    business.price && business.price.validUntil < today
      ? [
          `${file}: price.validUntil: ${business.price.validUntil} has passed, so no page shows the price and no Product is in the search data. Read the listing's price again and update price.amount, price.asOf and price.validUntil.`,
        ]
      : []
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
