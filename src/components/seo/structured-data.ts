/**
 * Small typed builders for the schema.org JSON-LD the site publishes. Every URL is absolute.
 */
import {
  amazonPageIn,
  brand,
  claims,
  listingUrl,
  marketplace,
  siteUrl,
  socialLinks,
} from "../../data/site"
import type { FaqItem } from "../../data/home"
import { localeSettings, type Locale } from "../../data/locale"
import { localizedRoutes } from "../../data/routes"
import { ratingScale, type Business } from "../../lib/business"
import { shareImages } from "./share-image"

export type JsonLd = { "@context"?: "https://schema.org"; "@type": string } & Record<
  string,
  unknown
>

export const absoluteUrl = (path: string): string =>
  /^https?:\/\//.test(path) ? path : `${siteUrl}${path.startsWith("/") ? "" : "/"}${path}`

const organizationId = `${siteUrl}/#organization`

export const organizationJsonLd = (): JsonLd => ({
  "@context": "https://schema.org",
  "@type": "Organization",
  "@id": organizationId,
  name: brand.name,
  url: absoluteUrl(localizedRoutes.en.home),
  logo: absoluteUrl("/icons/icon-512x512.png"),
  sameAs: socialLinks.map((link) => link.url),
})

/** Each edition is its own WebSite, in its own language, published by the one organization. */
export const websiteJsonLd = (locale: Locale): JsonLd => ({
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
  imagePaths: readonly string[]
  /** The register's rating (content/business.yaml), as the page shows it. */
  rating: Business["rating"]
}

export const productJsonLd = ({
  name,
  description,
  imagePaths,
  rating,
  locale,
}: ProductJsonLdInput): JsonLd => ({
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
    priceCurrency: claims.currency,
    availability: `https://schema.org/${claims.availability}`,
    seller: { "@type": "Organization", name: marketplace.name, url: marketplace.url },
  },
  // Amazon.ca counts ratings (a star, with or without a written review): ratingCount, not reviewCount.
  aggregateRating: {
    "@type": "AggregateRating",
    ratingValue: rating.value,
    ratingCount: rating.count,
    bestRating: ratingScale,
  },
})

export const faqJsonLd = (items: readonly FaqItem[]): JsonLd => ({
  "@context": "https://schema.org",
  "@type": "FAQPage",
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
  author: string
}

export const blogPostingJsonLd = (post: BlogPostingInput): JsonLd => ({
  "@context": "https://schema.org",
  "@type": "BlogPosting",
  headline: post.title,
  description: post.description,
  datePublished: post.date,
  dateModified: post.date,
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

export const breadcrumbJsonLd = (crumbs: readonly Crumb[]): JsonLd => ({
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
