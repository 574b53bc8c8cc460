/**
 * The owner's register, content/business.yaml: its shape written once, as a zod schema, with
 * every key, kind and limit; the `Business` type every page reads is inferred from it. The build
 * reads the file through ./register.ts; pages import this module for its types only, so zod stays
 * out of the browser.
 */
import { z } from "zod"
import { siteUrl } from "../../data/site-url"
import { localizedRoutes } from "../../data/routes"
import { daysBetween, isIsoDate, isoDatePattern } from "../days"

/** The longest the register may vouch for a price it read by hand on the listing. */
export const maxPriceDays = 7

/** The longest one offer may run, first day to last. */
export const maxOfferDays = 21

/** Offers may cover less than half of any window of this many days (the ordinary price stays ordinary). */
export const offerWindowDays = 180

/** An offer whose label or details use urgency words must end within this many days of its start. */
export const maxUrgentOfferDays = 14

/**
 * Words that press a buyer to hurry. They may appear only in an offer that ends soon after it
 * starts; the claim linter keeps them out of every other text.
 */
export const urgencyWords =
  /\b(?:limited[- ]time|ends?\b|ending|last chance|hurry|today only|while (?:supplies|stocks?) last|don'?t miss|only \d+ left|derni(?:er|ère)s? (?:jours?|chance)|dur[ée]e limit[ée]e|se termine|prend fin|d[ée]p[êe]chez|aujourd'hui seulement|jusqu'à [ée]puisement)/iu

/** An offer must start more than this many days after the previous one ended. */
export const minDaysBetweenOffers = 30

/** The page a guarantee given by the seller must link to as its terms. */
export const guaranteeTermsUrl = `${siteUrl}${localizedRoutes.en.guarantee}`

const isoDate = z
  .string({ error: "must be a date written YYYY-MM-DD" })
  .regex(isoDatePattern, { error: "must be a date written YYYY-MM-DD" })
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

/** An offer's terms: the listing's own (amazon.ca) or a page of this site. */
const offerTermsUrl = httpsUrl.refine(
  (value) => {
    const host = new URL(value).hostname
    return host === "amazon.ca" || host.endsWith(".amazon.ca") || host === new URL(siteUrl).hostname
  },
  { error: `must be a page on amazon.ca or on this site (${siteUrl})` },
)

const offer = z
  .strictObject({
    label: localized,
    details: localized,
    startsOn: isoDate,
    endsOn: isoDate,
    termsUrl: offerTermsUrl,
  })
  .refine((value) => value.startsOn <= value.endsOn, {
    error: "must start on or before endsOn",
    path: ["startsOn"],
  })
  .refine((value) => daysBetween(value.startsOn, value.endsOn) + 1 <= maxOfferDays, {
    error: `must end at most ${maxOfferDays} days after it starts, counting both days`,
    path: ["endsOn"],
  })
  .refine(
    (value) =>
      ![value.label, value.details]
        .flatMap((words) => [words.en, words.fr])
        .some((words) => urgencyWords.test(words)) ||
      daysBetween(value.startsOn, value.endsOn) + 1 <= maxUrgentOfferDays,
    {
      error: `uses urgency words in its label or details, so it must end within ${maxUrgentOfferDays} days of its start`,
      path: ["endsOn"],
    },
  )

/** Who sells: the seller named in this register, the marketplace itself, or another company. */
const party = text.describe("seller, marketplace or a company's name")

const ledWavelength = z
  .number({ error: "must be the wavelength in nanometres" })
  .int({ error: "must be a whole number of nanometres" })
  .min(380, { error: "must be from 380 to 1000 nm" })
  .max(1000, { error: "must be from 380 to 1000 nm" })

/** The facts buyers look for before they buy a device; each is optional and shown only when given. */
const product = z.strictObject({
  warranty: optional(
    z.strictObject({ months: whole("how many months"), givenBy: party, termsUrl: httpsUrl }),
  ),
  inTheBox: optional(z.array(localized).min(1, { error: "must list at least one item" })),
  gel: optional(
    z.enum(["included", "sold-separately"], { error: "must be included or sold-separately" }),
  ),
  charging: optional(
    z.strictObject({
      port: text,
      hoursToCharge: z
        .number({ error: "must be a number of hours" })
        .positive({ error: "must be more than 0" }),
      minutesPerCharge: whole("minutes of use per charge"),
    }),
  ),
  electricalSafetyMark: optional(text),
  ledWavelengths: optional(
    z.strictObject({
      red: ledWavelength,
      orange: ledWavelength,
      green: ledWavelength,
      blue: ledWavelength,
    }),
  ),
  current: optional(z.enum(["ems", "microcurrent"], { error: "must be ems or microcurrent" })),
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
    city: optional(localized),
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
  listingSeller: optional(party),
  product: optional(product),
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
      const busy = offerDaysInWorstWindow(offers)
      if (busy && busy.days * 2 >= offerWindowDays) {
        context.addIssue({
          code: "custom",
          path: [busy.index, "endsOn"],
          message: `brings offers to ${busy.days} of the ${offerWindowDays} days up to ${busy.end}: offers must cover less than half of any ${offerWindowDays} days, so the price without an offer stays the ordinary price`,
        })
      }
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

/**
 * The window of offerWindowDays days, ending on some offer's last day, that holds the most offer
 * days, with the offer whose end closes it. (The busiest window always ends on an offer's last day.)
 */
export function offerDaysInWorstWindow(
  offers: readonly { startsOn: string; endsOn: string }[],
): { days: number; index: number; end: string } | null {
  let worst: { days: number; index: number; end: string } | null = null
  offers.forEach(({ endsOn }, index) => {
    const days = offers.reduce((sum, other) => {
      const from = Math.max(daysBetween(endsOn, other.startsOn), 1 - offerWindowDays)
      const to = Math.min(daysBetween(endsOn, other.endsOn), 0)
      return sum + Math.max(0, to - from + 1)
    }, 0)
    if (!worst || days > worst.days) worst = { days, index, end: endsOn }
  })
  return worst
}
