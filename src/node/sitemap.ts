import { defaultLocale, locales, localeSettings, type Locale } from "../data/locale"
import { unlistedRoutes } from "../data/routes"
import { siteUrl } from "../data/site"
import type { PageLocale } from "../hooks/use-locale"

type SitemapPage = { path: string; pageContext: Partial<PageLocale> | null }

type SitemapLink = { lang: string; url: string }

/**
 * A page's `xhtml:link` alternates: both editions and `x-default` (English), the same set the
 * page's own hreflang links give (src/components/seo/seo.tsx). None for a page without a twin.
 */
export const sitemapLinks = ({ path, pageContext }: SitemapPage): SitemapLink[] => {
  const locale = pageContext?.locale
  const twinPath = pageContext?.twinPath
  if (!locale || !twinPath) return []
  const pathIn = (edition: Locale) => (edition === locale ? path : twinPath)
  return [
    ...locales.map((edition) => ({
      lang: localeSettings[edition].lang,
      url: `${siteUrl}${pathIn(edition)}`,
    })),
    { lang: "x-default", url: `${siteUrl}${pathIn(defaultLocale)}` },
  ]
}

export const sitemapOptions = {
  query: `{ allSitePage { nodes { path pageContext } } }`,
  resolveSiteUrl: () => siteUrl,
  // Globs; these keep the 404, not-found and thank-you pages of both editions out.
  excludes: [...unlistedRoutes],
  serialize: (page: SitemapPage) => ({ url: page.path, links: sitemapLinks(page) }),
}
