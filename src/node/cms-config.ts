/**
 * The content editor's configuration (Sveltia CMS at /admin/), written to public/admin/config.yml
 * after every build (admin.ts beside it). It is built here from the same rules the build enforces
 * (validate-article.ts, business-register.ts beside it), so the editor's field checks
 * cannot drift from the build's. The build stays the gate: whatever the editor lets through, an
 * article or register with a bad field still stops the build with the file and the field.
 * docs/cms.md explains the choice of editor, sign-in and the author's path to a Deploy Preview.
 */
import type { CmsConfig, EntryCollection, Field } from "@sveltia/cms"
import type { Locale } from "../data/locale"
import { siteUrl } from "../data/site"
import { registerPath } from "../lib/offer-day.mjs"
import { articleFolders } from "./content-sources"
import { metaDescriptionMaxLength, readTimeOf } from "./validate-article"
import { shortcodes } from "../cms/shortcodes"

/** The GitHub repository the editor commits to, as "owner/name". */
export type CmsRepository = { repo: string; branch: string }

/**
 * The repository from Netlify's build variables (REPOSITORY_URL is https://github.com/owner/name
 * or git@github.com:owner/name), or CMS_GITHUB_REPO; a local build without either gets a
 * placeholder, enough for the local-folder workflow, which never calls GitHub.
 */
export const cmsRepository = (env: NodeJS.ProcessEnv = process.env): CmsRepository => {
  const fromUrl = /github\.com[/:]([^/]+\/[^/]+?)(?:\.git)?\/?$/.exec(env.REPOSITORY_URL ?? "")?.[1]
  return {
    repo: env.CMS_GITHUB_REPO || fromUrl || "owner/lumasculpt-site",
    branch: env.CMS_GITHUB_BRANCH || "main",
  }
}

/** Whether the repository is public, the owner's setting (docs/cms.md, "Turn on sign-in"). */
export const cmsVisibilityVariable = "CMS_GITHUB_VISIBILITY"

/**
 * The access the editor asks GitHub for when an author signs in: `public_repo` (public
 * repositories only) when the owner says the repository is public, else `repo`, which a private
 * repository needs and which reaches every repository the author can write to.
 */
export const cmsAuthScope = (env: NodeJS.ProcessEnv = process.env): "public_repo" | "repo" =>
  env[cmsVisibilityVariable]?.trim().toLowerCase() === "public" ? "public_repo" : "repo"

// A reading time as the edition writes it: "7 min read", "7 min de lecture", with a plain space
// or a no-break one (the build shows the French one with a no-break space after the number).
const readTimePattern = (locale: Locale): [string, string] => {
  const example = readTimeOf(locale, 7).replace(/\u00a0/g, " ")
  return [
    `^[1-9]\\d*${example.replace(/^7/, "").replace(/ /g, "[ \\u00a0\\u202f]")}$`,
    `Write it like "${example}", or leave it empty.`,
  ]
}

const isoDay = { widget: "datetime", time_format: false, format: "YYYY-MM-DD" } as const

const articleFields = (locale: Locale): Field[] => [
  {
    name: "title",
    label: "Title",
    widget: "string",
    hint: "The article's heading and the page title in search results.",
  },
  {
    name: "excerpt",
    label: "Excerpt",
    widget: "text",
    hint: "One or two sentences for the blog's list of articles.",
  },
  {
    name: "date",
    label: "Publication date",
    ...isoDay,
  },
  {
    // The build checks the order (validate-article.ts): the editor cannot compare two fields, and
    // a `max` fixed when the site was built would refuse today's date a day later.
    name: "updated",
    label: "Last updated",
    ...isoDay,
    required: false,
    hint: "Only after a substantial revision: the day of it, on or after the publication date and not in the future. Leave empty for a new article or a small fix.",
  },
  { name: "author", label: "Author", widget: "string" },
  {
    name: "readTime",
    label: "Reading time",
    widget: "string",
    required: false,
    pattern: readTimePattern(locale),
    hint: "Leave empty and the build counts it from the text.",
  },
  {
    name: "tags",
    label: "Tags",
    widget: "list",
    min: 1,
    field: { name: "tag", label: "Tag", widget: "string" },
    hint: "At least one.",
  },
  {
    name: "metaDescription",
    label: "Search description",
    widget: "text",
    maxlength: metaDescriptionMaxLength,
    hint: `What search engines show under the title: at most ${metaDescriptionMaxLength} characters.`,
  },
  ...(locale === "fr"
    ? ([
        {
          name: "translationOf",
          label: "English original",
          widget: "relation",
          collection: "blog",
          value_field: "{{slug}}",
          search_fields: ["title"],
          display_fields: ["title"],
          hint: "The English article this one translates: the language switch links the two.",
        },
      ] satisfies Field[])
    : []),
  {
    name: "body",
    label: "Article",
    widget: "markdown",
    // No code blocks: the editor would fetch their highlighter from another origin, which
    // /admin/'s Content-Security-Policy refuses, and articles have no code.
    buttons: [
      "bold",
      "italic",
      "link",
      "heading-two",
      "heading-three",
      "quote",
      "bulleted-list",
      "numbered-list",
    ],
    editor_components: ["image", ...shortcodes.map(({ id }) => id)],
  },
]

const articleCollection = (locale: Locale): EntryCollection => ({
  name: locale === "en" ? "blog" : "blogue",
  label: locale === "en" ? "Articles (English)" : "Articles (French)",
  label_singular: locale === "en" ? "English article" : "French article",
  folder: articleFolders[locale],
  // content/blog/<slug>/index.mdx: the folder's name is the article's address.
  path: "{{slug}}/index",
  extension: "mdx",
  format: "frontmatter",
  create: true,
  // Images go into the article's own folder, beside index.mdx, as gatsby-plugin-image expects.
  media_folder: "",
  public_folder: "",
  summary: "{{title}} ({{date}})",
  sortable_fields: ["date", "title"],
  fields: articleFields(locale),
})

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

/** The register's fields: the same keys, kinds and limits as src/node/business-register.ts. */
const registerFields: Field[] = [
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

/** The whole configuration, for public/admin/config.yml. */
export const cmsConfig = (
  repository: CmsRepository = cmsRepository(),
  authScope: "public_repo" | "repo" = cmsAuthScope(),
): CmsConfig => ({
  backend: {
    name: "github",
    repo: repository.repo,
    branch: repository.branch,
    auth_scope: authScope,
    // Sign-in through the Netlify site's GitHub OAuth provider (docs/cms.md, "Turn on sign-in").
    base_url: "https://api.netlify.com",
  },
  // Every change becomes a pull request; Netlify builds a Deploy Preview of it (the real preview).
  publish_mode: "editorial_workflow",
  media_folder: "static/media",
  public_folder: "/media",
  // No stock photo services: their images come from other origins, which the build refuses in an
  // article (src/lib/article-images.ts) and /admin/'s CSP does not load.
  media_libraries: { stock_assets: false },
  site_url: siteUrl,
  app_title: "LumaSculpt content",
  // French slugs lose their accents: "Rougeurs et froid" becomes rougeurs-et-froid.
  slug: { encoding: "ascii", clean_accents: true },
  // The frontmatter quotes every string, dates included, as the build asks (no YAML timestamps).
  output: { omit_empty_optional_fields: true, yaml: { quote: "double" } },
  collections: [
    articleCollection("en"),
    articleCollection("fr"),
    {
      name: "settings",
      label: "Business register",
      files: [
        {
          name: "business",
          label: "Business facts (rating, seller, guarantee, shipping, offer)",
          file: registerPath,
          format: "yaml",
          fields: registerFields,
        },
      ],
    },
  ],
})
