/** Every internal route of both editions in one place, so links, the sitemap and tests agree. */
import type { Locale } from "./locale"

export type Routes = {
  readonly home: string
  readonly blog: string
  readonly article: (slug: string) => string
  readonly blogNotFound: string
  readonly privacy: string
  /** The seller's own guarantee (only while the register holds one). */
  readonly guarantee: string
  /** Who should not use the device, and how to use it safely (src/data/guidance.ts). */
  readonly safety: string
  /** Where the newsletter form lands without JavaScript: "check your inbox to confirm". */
  readonly checkInbox: string
  /** Where the link in the confirmation email lands: the subscription is confirmed. */
  readonly subscribed: string
  /** The page unknown paths of the edition show (404 on the server). */
  readonly notFound: string
}

export const localizedRoutes: Readonly<Record<Locale, Routes>> = {
  en: {
    home: "/",
    blog: "/blog/",
    article: (slug) => `/blog/${slug}/`,
    blogNotFound: "/blog/not-found/",
    privacy: "/privacy/",
    guarantee: "/guarantee/",
    safety: "/safety/",
    checkInbox: "/check-your-inbox/",
    subscribed: "/subscribed/",
    notFound: "/404/",
  },
  fr: {
    home: "/fr/",
    blog: "/fr/blogue/",
    article: (slug) => `/fr/blogue/${slug}/`,
    blogNotFound: "/fr/blogue/introuvable/",
    privacy: "/fr/confidentialite/",
    guarantee: "/fr/garantie/",
    safety: "/fr/securite/",
    checkInbox: "/fr/verifiez-vos-courriels/",
    subscribed: "/fr/abonnement-confirme/",
    notFound: "/fr/404/",
  },
}

/** The English edition's routes, the site's default. */
export const routes = localizedRoutes.en

/**
 * The pages every edition has under a fixed path, each made from one file in src/pages for both
 * editions (src/node/on-create-page.ts); articles pair up through their frontmatter.
 */
export const pairedPages = [
  "home",
  "blog",
  "privacy",
  "guarantee",
  "safety",
  "checkInbox",
  "subscribed",
] as const

export type PairedPage = (typeof pairedPages)[number]

/** Which fixed page an English path is (/privacy/ → "privacy"), or null (404 pages). */
export const pairedPageAt = (path: string): PairedPage | null =>
  pairedPages.find((key) => localizedRoutes.en[key] === path) ?? null

/** The edition a path belongs to: French under /fr/, English everywhere else. */
export const localeOfPath = (path: string): Locale =>
  path === "/fr" || path.startsWith("/fr/") ? "fr" : "en"

/** Pages search engines must not list (they are also `noindex`). */
export const unlistedRoutes: readonly string[] = [
  "/404.html",
  ...Object.values(localizedRoutes).flatMap((r) => [
    r.notFound,
    r.blogNotFound,
    r.checkInbox,
    r.subscribed,
  ]),
]

/**
 * The anchor of the safety list in every article (<SafetyNotes />), which the home page links to:
 * one per edition, in its language, as the privacy page's section ids are.
 */
export const safetyNotesIds: Readonly<Record<Locale, string>> = {
  en: "safety-notes",
  fr: "consignes-de-securite",
}

/**
 * Anchors on the safety page (/safety/) that other pages link to, one per edition in its
 * language: the Blue light caution, which the LED modes card points at.
 */
export const safetyIds = {
  blueLight: { en: "blue-light", fr: "lumiere-bleue" },
} as const satisfies Record<string, Readonly<Record<Locale, string>>>
