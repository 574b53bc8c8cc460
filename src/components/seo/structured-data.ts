/**
 * Small builders for the schema.org JSON-LD the site publishes, typed with schema-dts so a
 * property that schema.org does not define fails the type check. Every URL is absolute. What
 * Google's rich-result rules accept is checked on the built pages (__tests__/build/head.test.ts).
 */
import type {
  BlogPosting,
  BreadcrumbList,
  FAQPage,
  Organization,
  Product,
  Thing,
  WebSite,
  WithContext,
} from "schema-dts"
import { amazonPageIn, brand, claims, listingUrl, siteUrl, socialLinks } from "../../data/site"
import type { FaqItem } from "../../data/home"
import { localeSettings, type Locale } from "../../data/locale"
import { localizedRoutes } from "../../data/routes"
import type { Business } from "../../business/node/schema"
import type { Price } from "../../business/facts"
import { shareImages } from "./share-image"

/** A JSON-LD block of one schema.org type, with its @context (schema-dts admits bare strings). */
type Ld<T extends Thing> = WithContext<Exclude<T, string>>

/** One JSON-LD block, of a kind the site publishes. */
export type JsonLd = Ld<Organization | WebSite | Product | FAQPage | BlogPosting | BreadcrumbList>

export const absoluteUrl = (path: string): string =>
  /^https?:\/\//.test(path) ? path : `${siteUrl}${path.startsWith("/") ? "" : "/"}${path}`

const organizationId = `${siteUrl}/#organization`

export const organizationJsonLd = (): Ld<Organization> => ({
  "@context": "https://schema.org",
  "@type": "Organization",
  "@id": organizationId,
  name: brand.name,
  url: absoluteUrl(localizedRoutes.en.home),
  logo: absoluteUrl("/icons/icon-512x512.png"),
  sameAs: socialLinks.map((link) => link.url),
})

/** Each edition is its own WebSite, in its own language, published by the one organization. */
export const websiteJsonLd = (locale: Locale): Ld<WebSite> => ({
  "@context": "https://schema.org",
  "@type": "WebSite",
  "@id": `${absoluteUrl(localizedRoutes[locale].home)}#website`,
  name: brand.name,
  url: absoluteUrl(localizedRoutes[locale].home),
  inLanguage: localeSettings[locale].lang,
  publisher: { "@id": organizationId },
})

export type ProductJsonLdInput = {
  /** The page's edition: the offer opens the listing in its language. */
  locale: Locale
  name: string
  description: string
  /** The product's own photos, never the stand-in illustrations. */
  imagePaths: readonly string[]
  /** The register's price that holds on the build's day (content/business.yaml). */
  price: Price
  /** The seller, when it is the one selling on the listing; else the Offer names none. */
  seller: Business["seller"] | null
}

/**
 * The Product, with the one Offer the register vouches for: its price in CAD, its availability as
 * read that day, and the register's seller when it is the one selling on the listing. No aggregateRating:
 * the only rating there is was given on Amazon.ca, and Google's rules forbid marking up ratings
 * gathered on another site (docs/claims.md). Without a price there is no Product at all.
 */
export const productJsonLd = ({
  name,
  description,
  imagePaths,
  price,
  seller,
  locale,
}: ProductJsonLdInput): Ld<Product> => ({
  "@context": "https://schema.org",
  "@type": "Product",
  name,
  description,
  image: imagePaths.map(absoluteUrl),
  brand: { "@type": "Brand", name: brand.name },
  offers: {
    "@type": "Offer",
    // The plain listing URL in the edition's language, as that edition's buy links open it.
    url: amazonPageIn(listingUrl, locale),
    price: price.amount.toFixed(2),
    priceCurrency: claims.currency,
    // No priceValidUntil: the price is read by hand from the listing, and its validUntil is the
    // last day the owner vouches for that reading, not a date the listing's price is set until.
    availability: `https://schema.org/${price.availability}`,
    ...(seller && { seller: { "@type": "Organization", name: seller.legalName[locale] } }),
  },
})

export const faqJsonLd = (items: readonly FaqItem[], locale: Locale): Ld<FAQPage> => ({
  "@context": "https://schema.org",
  "@type": "FAQPage",
  inLanguage: localeSettings[locale].lang,
  mainEntity: items.map((item) => ({
    "@type": "Question",
    name: item.question,
    acceptedAnswer: { "@type": "Answer", text: item.answer },
  })),
})

export type BlogPostingInput = {
  locale: Locale
  title: string
  description: string
  slug: string
  date: string
  /** The last substantial revision (frontmatter `updated`), YYYY-MM-DD; absent if none. */
  updated?: string
  author: string
}

export const blogPostingJsonLd = (post: BlogPostingInput): Ld<BlogPosting> => ({
  "@context": "https://schema.org",
  "@type": "BlogPosting",
  headline: post.title,
  description: post.description,
  datePublished: post.date,
  dateModified: post.updated ?? post.date,
  inLanguage: localeSettings[post.locale].lang,
  author: {
    "@type": "Organization",
    name: post.author,
    url: absoluteUrl(localizedRoutes[post.locale].home),
  },
  image: absoluteUrl(shareImages[post.locale].path),
  publisher: { "@id": organizationId },
  mainEntityOfPage: {
    "@type": "WebPage",
    "@id": absoluteUrl(localizedRoutes[post.locale].article(post.slug)),
  },
})

export type Crumb = { name: string; path: string }

export const breadcrumbJsonLd = (crumbs: readonly Crumb[]): Ld<BreadcrumbList> => ({
  "@context": "https://schema.org",
  "@type": "BreadcrumbList",
  itemListElement: crumbs.map((crumb, index) => ({
    "@type": "ListItem",
    position: index + 1,
    name: crumb.name,
    item: absoluteUrl(crumb.path),
  })),
})

/** JSON for a <script> element: `<` is escaped so text can never close the element early. */
export const serializeJsonLd = (data: JsonLd): string =>
  JSON.stringify(data).replace(/</g, "\\u003c")
