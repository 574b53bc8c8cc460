/**
 * The Amazon.ca listing every buy link opens, and Amazon Attribution's per-placement tags.
 *
 * Pure functions over the two build variables, shared by src/data/site.ts (which every link reads)
 * and the build's start-up check (src/node/on-pre-init.ts), so both judge a value the same way.
 */

/** Where on the site a listing link sits; each can carry its own Amazon Attribution tag. */
export const listingPlacements = [
  "hero",
  "rating",
  "carousel",
  "video",
  "routine",
  "faq",
  "blog",
  "sticky",
  "article",
  "subscribed",
  "guarantee",
] as const
export type ListingPlacement = (typeof listingPlacements)[number]

/** Placement → query string ("maas=…&ref_=aa_maas&tag=maas"), from GATSBY_LISTING_TAGS. */
export type ListingTags = Partial<Record<ListingPlacement, string>>

export const listingUrlVariable = "GATSBY_LISTING_URL"
export const listingTagsVariable = "GATSBY_LISTING_TAGS"

/** What previews and local builds link to when no listing is configured: a search on Amazon.ca. */
export const placeholderListingUrl = "https://www.amazon.ca/s?k=red+light+therapy+face+massager+ems"

/** The listing a build links to: the variable's value, or the placeholder search when unset. */
export const listingUrlOrPlaceholder = (value: string | undefined): string =>
  value?.trim() || placeholderListingUrl

/** An Amazon.ca product page: /dp/<ASIN> or /gp/product/<ASIN>, ASIN being 10 letters or digits. */
export const isAmazonCaProductUrl = (value: string): boolean => {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  return (
    url.protocol === "https:" &&
    (url.hostname === "www.amazon.ca" || url.hostname === "amazon.ca") &&
    /\/(?:dp|gp\/product)\/[A-Z0-9]{10}(?:[/?]|$)/i.test(url.pathname)
  )
}

const listingUrlHelp = `Set ${listingUrlVariable} to the product's Amazon.ca page, e.g. https://www.amazon.ca/dp/B0XXXXXXXX (in Netlify: Site configuration → Environment variables).`

export type ListingConfig = {
  url: string
  tags: ListingTags
  /** Said once at the start of a build that may go on (previews, branch deploys, local builds). */
  warnings: string[]
}

/**
 * The listing and its tags for a build. A production deploy (Netlify's CONTEXT=production) must
 * link to a real Amazon.ca product page: anything else throws, naming the variable to set. Other
 * contexts fall back to the placeholder search and warn.
 */
export const resolveListing = (env: {
  CONTEXT?: string
  GATSBY_LISTING_URL?: string
  GATSBY_LISTING_TAGS?: string
}): ListingConfig => {
  const given = env.GATSBY_LISTING_URL?.trim() ?? ""
  const tags = parseListingTags(env.GATSBY_LISTING_TAGS)
  if (isAmazonCaProductUrl(given)) return { url: given, tags, warnings: [] }
  const problem = given
    ? `${listingUrlVariable} is not an Amazon.ca product URL: "${given}".`
    : `${listingUrlVariable} is not set.`
  if (env.CONTEXT === "production") {
    throw new Error(
      `${problem} A production build must link to the real listing. ${listingUrlHelp}`,
    )
  }
  return {
    url: listingUrlOrPlaceholder(given),
    tags,
    warnings: [
      `${problem} Buy links go to ${given || "an Amazon.ca search"} (fine for previews; a production build stops here). ${listingUrlHelp}`,
    ],
  }
}

const isPlacement = (name: string): name is ListingPlacement =>
  (listingPlacements as readonly string[]).includes(name)

/** GATSBY_LISTING_TAGS as placement → query string; throws naming the variable when it is wrong. */
export const parseListingTags = (json: string | undefined): ListingTags => {
  if (!json?.trim()) return {}
  const fail = (why: string): never => {
    throw new Error(
      `${listingTagsVariable} ${why}. Expected a JSON object from placement (${listingPlacements.join(", ")}) to the query string Amazon Attribution gives, e.g. {"hero":"maas=maas_adg_123&ref_=aa_maas&tag=maas"}.`,
    )
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(json)
  } catch (error) {
    return fail(`is not valid JSON (${(error as Error).message})`)
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    return fail("is not a JSON object")
  }
  const tags: ListingTags = {}
  for (const [name, query] of Object.entries(parsed)) {
    if (!isPlacement(name)) return fail(`names an unknown placement "${name}"`)
    if (typeof query !== "string" || !/^[?&]?[^=&\s]+=[^&\s]*(?:&[^=&\s]+=[^&\s]*)*$/.test(query)) {
      return fail(`gives "${name}" something that is not a query string (${JSON.stringify(query)})`)
    }
    tags[name] = query.replace(/^[?&]/, "")
  }
  return tags
}

/**
 * GATSBY_LISTING_TAGS as the links read it: the build has already refused a malformed value
 * (parseListingTags in onPreInit), so this only parses.
 */
export const readListingTags = (json: string | undefined): ListingTags =>
  json?.trim() ? (JSON.parse(json) as ListingTags) : {}

/** The listing URL with a placement's tag parameters added (or replacing same-named ones). */
export const withListingTag = (url: string, query: string | undefined): string => {
  if (!query) return url
  const tagged = new URL(url)
  new URLSearchParams(query).forEach((value, name) => tagged.searchParams.set(name, value))
  return tagged.toString()
}
