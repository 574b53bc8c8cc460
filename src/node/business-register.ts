/**
 * Reads and judges the owner's register, content/business.yaml. A value of the wrong shape stops
 * every build with a message naming the file and the key. A production deploy (Netlify's
 * CONTEXT=production) also refuses a register still marked `sample: true` or a rating read more
 * than 120 days ago; other builds warn and go on, as the listing check does (src/lib/listing.ts).
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import { parse } from "yaml"
import { z } from "zod"
import { todayInOfferZone, type Business } from "../lib/business"
import { registerPath } from "../lib/offer-day.mjs"

export { registerPath }

/** The oldest a rating may be in a production build. */
export const maxRatingAgeDays = 120

const isoDate = z
  .string({ error: "must be a date written YYYY-MM-DD" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "must be a date written YYYY-MM-DD" })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
    error: "is not a real date",
  })
  .refine((value) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
    error: "is not a real date",
  })

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

const schema = z.strictObject({
  sample: z.boolean({ error: "must be true (sample values) or false (the owner's own)" }),
  seller: z.strictObject({
    legalName: text,
    mailingAddress: text,
    email,
    phone: text.optional(),
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
  customers: z.strictObject({ count: whole("how many customers"), asOf: isoDate }).optional(),
  guarantee: z
    .strictObject({ days: whole("how many days"), givenBy: text, termsUrl: httpsUrl })
    .optional(),
  shipping: z.strictObject({ statement: localized, termsUrl: httpsUrl }).optional(),
  offer: z.strictObject({ label: localized, endsOn: isoDate }).optional(),
  healthCanadaLicence: z
    .union([z.string(), z.number()], { error: "must be the licence number" })
    .transform(String)
    .pipe(text)
    .optional(),
})

/** "seller.privacyOfficer.email" from zod's path. */
const keyOf = (issuePath: readonly PropertyKey[]): string =>
  issuePath.map(String).join(".") || "(the whole file)"

/** One message for every problem, each naming the file and the key. */
export class RegisterError extends Error {}

/** The register as the site reads it: absent optional facts are null, never undefined. */
export const parseRegister = (source: string, file: string = registerPath): Business => {
  let raw: unknown
  try {
    raw = parse(source)
  } catch (error) {
    throw new RegisterError(`${file}: is not valid YAML: ${(error as Error).message}`)
  }
  const result = schema.safeParse(raw ?? {})
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
  const value = result.data
  return {
    sample: value.sample,
    seller: { ...value.seller, phone: value.seller.phone ?? null },
    rating: value.rating,
    customers: value.customers ?? null,
    guarantee: value.guarantee ?? null,
    shipping: value.shipping ?? null,
    offer: value.offer ?? null,
    healthCanadaLicence: value.healthCanadaLicence ?? null,
  }
}

const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)

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
  return context === "production"
    ? { errors: problems, warnings: [] }
    : {
        errors: [],
        warnings: problems.map((problem) => `${problem} (A production build stops here.)`),
      }
}

/** Reads the register from the project root (the build's working directory). */
export const readRegister = (root: string = process.cwd()): Business =>
  parseRegister(readFileSync(path.join(root, registerPath), "utf8"))
