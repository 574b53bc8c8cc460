/**
 * The one route list of both editions, for every browser, axe, HTML, link, head and budget test:
 * each edition's fixed pages from src/data/routes.ts, its articles from content/, and paths that
 * must answer 404 with the edition's own not-found pages.
 */
import { locales, otherLocale, type Locale } from "../../src/data/locale"
import { localizedRoutes } from "../../src/data/routes"
import { sellerGuarantee } from "../../src/business/facts"
import { articleSlugs, readArticles } from "./articles"
import { repositoryRegister } from "./register"

export type RouteKind =
  | "home"
  | "blog"
  | "article"
  | "privacy"
  | "guarantee"
  | "safety"
  | "checkInbox"
  | "subscribed"
  | "unknown"

export type SiteRoute = { path: string; locale: Locale; kind: RouteKind }

/** Paths no page answers: one outside the blog, one under it, in each edition. */
export const unknownPaths: Readonly<Record<Locale, { page: string; article: string }>> = {
  en: { page: "/no-such-page/", article: "/blog/no-such-post/" },
  fr: { page: "/fr/page-inexistante/", article: "/fr/blogue/article-inexistant/" },
}

/** Every page a visitor can reach in one edition, plus its two kinds of unknown path. */
export const editionRoutes = (locale: Locale): SiteRoute[] => {
  const routes = localizedRoutes[locale]
  const route = (path: string, kind: RouteKind): SiteRoute => ({ path, locale, kind })
  return [
    route(routes.home, "home"),
    route(routes.blog, "blog"),
    ...articleSlugs(locale).map((slug) => route(routes.article(slug), "article")),
    route(routes.privacy, "privacy"),
    // The seller's guarantee has a page only while the register holds one.
    ...(sellerGuarantee(repositoryRegister.guarantee)
      ? [route(routes.guarantee, "guarantee")]
      : []),
    route(routes.safety, "safety"),
    route(routes.checkInbox, "checkInbox"),
    route(routes.subscribed, "subscribed"),
    route(unknownPaths[locale].page, "unknown"),
    route(unknownPaths[locale].article, "unknown"),
  ]
}

/** Both editions, English first. */
export const siteRoutes: readonly SiteRoute[] = locales.flatMap(editionRoutes)

/**
 * One page of each kind in each edition, and both unknown paths: for browser tests of what pages of
 * a kind share (the header, the language switch), whose values for every page the build tests
 * check in the HTML.
 */
export const oneOfEachKind: readonly SiteRoute[] = siteRoutes.filter(
  (route, index) =>
    route.kind === "unknown" ||
    siteRoutes.findIndex(({ kind, locale }) => kind === route.kind && locale === route.locale) ===
      index,
)

/**
 * Where a route's language switch leads: the same page in the other edition, or, from an unknown
 * path, the other edition's blog (under the blog) or home.
 */
export const twinOf = ({ path, locale, kind }: SiteRoute): string => {
  const to = otherLocale(locale)
  const from = localizedRoutes[locale]
  if (kind === "unknown") {
    return path.startsWith(from.blog) ? localizedRoutes[to].blog : localizedRoutes[to].home
  }
  if (kind === "article") {
    const french = readArticles("fr")
    const article =
      locale === "fr"
        ? french.find(({ slug }) => from.article(slug) === path)?.englishSlug
        : french.find(({ englishSlug }) => from.article(englishSlug) === path)?.slug
    if (!article) throw new Error(`${path} has no twin article`)
    return localizedRoutes[to].article(article)
  }
  return localizedRoutes[to][kind]
}
