/**
 * The content editor's form for the register (Sveltia CMS at /admin/, src/node/cms-config.ts):
 * the schema's keys, kinds and limits (./schema.ts) in the editor's terms, so an owner is told of a
 * bad value before saving. The build stays the gate: a value the form lets through is still
 * judged by ./register.ts. __tests__/unit/business-register-shape.test.ts fails when the two drift.
 */
import type { Field } from "@sveltia/cms"

/** A day, written YYYY-MM-DD as the register and the articles' frontmatter write it. */
export const isoDay = { widget: "datetime", time_format: false, format: "YYYY-MM-DD" } as const

/** A text in both languages, as the register writes it: `{ en, fr }`. */
const bothLanguages: Field[] = [
  { name: "en", label: "English", widget: "string" },
  { name: "fr", label: "French", widget: "string" },
]

const localized = (name: string, label: string): Field => ({
  name,
  label,
  widget: "object",
  fields: bothLanguages,
})

/** An optional list of texts in both languages (the guarantee's conditions, what is in the box). */
const localizedList = (name: string, label: string): Field => ({
  name,
  label,
  widget: "list",
  required: false,
  fields: bothLanguages,
})

const httpsLink = (name: string, label: string): Field => ({
  name,
  label,
  widget: "string",
  type: "url",
  pattern: ["^https://", "A link starting with https://"],
})

const dayField = (name: string, label: string): Field => ({ name, label, ...isoDay })

const wholeNumber = (name: string, label: string): Field => ({
  name,
  label,
  widget: "number",
  value_type: "int",
  min: 1,
})

/** The register's fields: the same keys, kinds and limits as the schema (./schema.ts). */
export const registerFields: Field[] = [
  {
    name: "sample",
    label: "These are sample values",
    widget: "boolean",
    hint: "Turn off once every value below is the owner's own: a production deploy refuses sample values.",
  },
  {
    name: "seller",
    label: "Seller (newsletter sender and person in charge of personal information)",
    widget: "object",
    fields: [
      localized("legalName", "Legal name (French: the name registered in Quebec)"),
      localized("mailingAddress", "Mailing address (French: the Quebec form)"),
      { name: "email", label: "Email", widget: "string", type: "email" },
      { name: "phone", label: "Phone", widget: "string", required: false },
      { ...localized("city", 'City (shown as "Sold by …, city")'), required: false },
      {
        name: "privacyOfficer",
        label: "Person in charge of the protection of personal information",
        widget: "object",
        fields: [
          { name: "name", label: "Name", widget: "string" },
          localized("title", "Title"),
          { name: "email", label: "Email", widget: "string", type: "email" },
        ],
      },
    ],
  },
  {
    name: "rating",
    label: "Rating on Amazon.ca",
    widget: "object",
    hint: "A production deploy refuses a rating read more than 120 days ago.",
    fields: [
      {
        name: "value",
        label: "Average rating (1 to 5)",
        widget: "number",
        value_type: "float",
        min: 1,
        max: 5,
        step: 0.1,
      },
      wholeNumber("count", "Number of ratings"),
      dayField("asOf", "Read on"),
    ],
  },
  {
    name: "listingSeller",
    label: "Who sells on the Amazon.ca listing",
    widget: "string",
    required: false,
    hint: 'As the listing\'s "Sold by" says: seller (the seller above), marketplace (Amazon.ca itself) or the company\'s name. The site says "Sold by" and names a seller in the search data only when it is seller.',
  },
  {
    name: "product",
    label: "Product facts (each shown only when filled in)",
    widget: "object",
    required: false,
    fields: [
      {
        name: "warranty",
        label: "Warranty",
        widget: "object",
        required: false,
        fields: [
          wholeNumber("months", "Months"),
          {
            name: "givenBy",
            label: "Given by (seller, marketplace or the company's name)",
            widget: "string",
          },
          httpsLink("termsUrl", "Terms (link)"),
        ],
      },
      localizedList("inTheBox", "In the box"),
      {
        name: "gel",
        label: "Gel",
        widget: "select",
        required: false,
        options: [
          { label: "Included", value: "included" },
          { label: "Sold separately", value: "sold-separately" },
        ],
      },
      {
        name: "charging",
        label: "Charging and battery",
        widget: "object",
        required: false,
        fields: [
          { name: "port", label: "Charges through (e.g. USB-C cable)", widget: "string" },
          {
            name: "hoursToCharge",
            label: "Hours to a full charge",
            widget: "number",
            value_type: "float",
            min: 0.1,
            step: 0.1,
          },
          wholeNumber("minutesPerCharge", "Minutes of use per charge"),
        ],
      },
      {
        name: "electricalSafetyMark",
        label: "Electrical-safety certification mark (e.g. cETLus)",
        widget: "string",
        required: false,
      },
      {
        name: "ledWavelengths",
        label: "LED wavelengths (nm)",
        widget: "object",
        required: false,
        fields: (["red", "orange", "green", "blue"] as const).map((colour) => ({
          name: colour,
          label: colour[0].toUpperCase() + colour.slice(1),
          widget: "number" as const,
          value_type: "int" as const,
          min: 380,
          max: 1000,
        })),
      },
      {
        name: "current",
        label: "Current type",
        widget: "select",
        required: false,
        options: [
          { label: "EMS (electrical muscle stimulation)", value: "ems" },
          { label: "Microcurrent", value: "microcurrent" },
        ],
      },
    ],
  },
  {
    name: "customers",
    label: "Customers served",
    widget: "object",
    required: false,
    fields: [wholeNumber("count", "Customers"), dayField("asOf", "Counted on")],
  },
  {
    name: "guarantee",
    label: "Guarantee",
    widget: "object",
    required: false,
    hint: "Given by the seller: its own page, /guarantee/ (the terms link must be that page), built from the texts below. Given by the marketplace: only its return window, linked to its terms; leave the texts empty.",
    fields: [
      {
        name: "givenBy",
        label: "Given by",
        widget: "select",
        options: [
          { label: "The seller (our own guarantee)", value: "seller" },
          { label: "The marketplace (its return window)", value: "marketplace" },
        ],
      },
      wholeNumber("days", "Days"),
      httpsLink("termsUrl", "Terms (link)"),
      { ...localized("howToClaim", "How to claim"), required: false },
      { ...localized("proofOfPurchase", "Proof of purchase asked for"), required: false },
      localizedList("conditions", "Conditions"),
      { ...localized("returnShipping", "Who pays the return shipping"), required: false },
      { ...localized("refund", "How and when the refund is paid"), required: false },
    ],
  },
  {
    name: "shipping",
    label: "Shipping",
    widget: "object",
    required: false,
    fields: [localized("statement", "Statement"), httpsLink("termsUrl", "Terms (link)")],
  },
  {
    name: "price",
    label: "Price on Amazon.ca (CAD)",
    widget: "object",
    required: false,
    hint: "Shown, dated, under the buy button and in the search data until the last day you vouch for it, at most 7 days after you read it.",
    fields: [
      {
        name: "amount",
        label: "Price in dollars",
        widget: "number",
        value_type: "float",
        min: 0.01,
        step: 0.01,
      },
      dayField("asOf", "Read on"),
      dayField("validUntil", "Vouched for until"),
      {
        name: "availability",
        label: "Availability on that day",
        widget: "select",
        options: ["InStock", "OutOfStock", "PreOrder", "BackOrder"],
      },
    ],
  },
  {
    name: "offers",
    label: "Offers (oldest first; keep past ones)",
    widget: "list",
    required: false,
    hint: "While one runs, the buy button shows its label and the line under it what it is, its dates and its terms, until the end of its last day (Eastern time). An offer lasts at most 21 days (14 if its words urge buyers to hurry), its terms are on amazon.ca or this site, and it must start more than 30 days after the previous one ended.",
    fields: [
      localized("label", "Short label on the button"),
      localized("details", "What the offer is"),
      dayField("startsOn", "First day"),
      dayField("endsOn", "Last day"),
      httpsLink("termsUrl", "Terms (link)"),
    ],
  },
  {
    name: "healthCanadaLicence",
    label: "Health Canada medical device licence number",
    widget: "string",
    required: false,
  },
]
