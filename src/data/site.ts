/**
 * The site's own facts in one typed place: brand, links, and the fixed constants of docs/spec.md.
 * Both gatsby-config and the components import this module.
 */

import {
  listingUrlOrPlaceholder,
  readListingTags,
  withListingTag,
  type ListingPlacement,
} from "../lib/listing"
import { localeSettings, type Locale } from "./locale"

export { siteUrl } from "./site-url"

/**
 * The year of the build. The footer renders it first, so hydration matches the server's HTML,
 * then switches to the visitor's year. The browser bundles get it the same way as `siteUrl`.
 */
export const buildYear: number = Number(process.env.BUILD_YEAR) || new Date().getFullYear()

/**
 * The Amazon.ca listing from GATSBY_LISTING_URL (a search page on previews and local builds), and
 * Amazon Attribution's tags per placement from GATSBY_LISTING_TAGS. The build's first step
 * (src/node/on-pre-init.ts) judges both with src/lib/listing.ts and stops a production build
 * without a product URL, or any build with malformed tags, so this module only reads them (it
 * runs in every page's bundle: the checks and their messages stay out of it).
 */
const listing = {
  url: listingUrlOrPlaceholder(process.env.GATSBY_LISTING_URL),
  tags: readListingTags(process.env.GATSBY_LISTING_TAGS),
}

/** The plain listing URL, for the Product structured data. */
export const listingUrl = listing.url

/**
 * The listing URL a link in one placement opens, with that placement's attribution tag, in the
 * edition's language (Amazon.ca shows the same listing in French with `language=fr_CA`).
 */
export const listingUrlFor = (placement: ListingPlacement, locale: Locale = "en"): string =>
  amazonPageIn(withListingTag(listing.url, listing.tags[placement]), locale)

/**
 * A page of Amazon.ca (the listing, the terms the register links to) in the edition's language;
 * a page of any other site as it is.
 */
export const amazonPageIn = (url: string, locale: Locale): string => {
  const language = localeSettings[locale].listingLanguage
  const { hostname } = new URL(url)
  const onAmazonCa = hostname === "amazon.ca" || hostname.endsWith(".amazon.ca")
  return language && onAmazonCa ? withListingTag(url, `language=${language}`) : url
}

export const brand = {
  name: "LumaSculpt",
  productName: "LumaSculpt Red Light Face Massager with EMS & Cooling",
  tagline: "Red light, EMS and cooling in one face massager",
  description:
    "LumaSculpt brings four LED light modes, gentle EMS and a cooling massage together in one handheld face massager: a calm routine at home, designed to leave your face feeling fresh.",
  /** The English edition's language: the web app manifest has one. */
  lang: "en-CA",
  themeColor: "#1a1020",
  backgroundColor: "#fff8f5",
  shareImage: { path: "/og-image.jpg", width: 1200, height: 630 },
} as const

export const marketplace = {
  name: "Amazon.ca",
  url: "https://www.amazon.ca",
} as const

export type SocialNetwork = "instagram" | "tiktok" | "pinterest"

export type SocialLink = {
  readonly network: SocialNetwork
  /** The network's name, shown in the tooltip and used as the accessible name. */
  readonly label: string
  readonly url: string
}

export const socialLinks: readonly SocialLink[] = [
  { network: "instagram", label: "Instagram", url: "https://www.instagram.com/lumasculpt/" },
  { network: "tiktok", label: "TikTok", url: "https://www.tiktok.com/@lumasculpt" },
  { network: "pinterest", label: "Pinterest", url: "https://www.pinterest.ca/lumasculpt/" },
]

/**
 * The Product data's currency and the routine's length (docs/spec.md). The business facts (rating,
 * customers, guarantee, shipping, price and availability, offers, the seller) are the owner's:
 * content/business.yaml.
 */
export const claims = {
  currency: "CAD",
  routineMinutes: "10-15",
} as const

/** Behaviour constants (docs/spec.md). */
export const carouselSettings = {
  autoplayMs: 3000,
  swipeThresholdPx: 50,
} as const

export const tooltipTiming = {
  delayMs: 700,
  skipDelayMs: 300,
} as const

export const toastSettings = {
  durationMs: 4000,
  exitMs: 200,
  limit: 1,
} as const

export const blogSettings = {
  cardTagCount: 2,
  featuredSlug: "red-light-therapy-benefits-anti-aging",
} as const

/** The demo clip's files and frame (facts, the same in every edition). */
export const videoMedia = {
  src: "/media/demo.mp4",
  poster: "/media/demo-poster.jpg",
  width: 540,
  height: 960,
} as const
