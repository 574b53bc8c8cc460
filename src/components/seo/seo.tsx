import { useState } from "react"
import { brand } from "../../data/site"
import { defaultLocale, localeSettings, locales, otherLocale, type Locale } from "../../data/locale"
import { useMessages } from "../../hooks/use-messages"
import { usePageLocale } from "../../hooks/use-locale"
import {
  absoluteUrl,
  organizationJsonLd,
  serializeJsonLd,
  websiteJsonLd,
  type JsonLd,
} from "./structured-data"
import { Helmet } from "react-helmet"
import { shareImages } from "./share-image"

export type SeoProps = {
  /** The whole document title, as the page's copy words it (no suffix is added). */
  title: string
  description: string
  /** The page's own path, for the canonical URL and og:url. */
  path: string
  type?: "website" | "article"
  noindex?: boolean
  jsonLd?: readonly JsonLd[]
  /**
   * CSS for markup rendered outside React (an article body made at build time). Not named `css`:
   * emotion's JSX turns a `css` prop into a class name.
   */
  bodyCss?: string
}

type Alternate = { hrefLang: string; href: string }

/**
 * hreflang links for a page and its twin, both ways round and with `x-default` on the English
 * one; none for a page without a twin (the not-found pages, which are not indexed anyway).
 */
const alternatesFor = (locale: Locale, path: string, twinPath: string | null): Alternate[] => {
  if (!twinPath) return []
  const pathIn = (edition: Locale) => (edition === locale ? path : twinPath)
  return [
    ...locales.map((edition) => ({
      hrefLang: localeSettings[edition].lang,
      href: absoluteUrl(pathIn(edition)),
    })),
    { hrefLang: "x-default", href: absoluteUrl(pathIn(defaultLocale)) },
  ]
}

/**
 * Whether the document's <head> was already written for the page at `url`: true while the browser
 * hydrates the page the server rendered, whose canonical link is that URL. False on the server,
 * and after the visitor moves to another page in the browser (the head still describes the last
 * one).
 */
const headIsFor = (url: string) =>
  typeof document !== "undefined" &&
  document.head.querySelector('link[rel="canonical"]')?.getAttribute("href") === url

/**
 * The only component that writes a page's <head>.
 *
 * While the browser hydrates a server-rendered page, its head is already complete, so Helmet is
 * left out: it would rebuild every tag, structured data included, in one task that cannot be split,
 * only to find each one already there. On pages reached by a link in the browser it writes the
 * head as usual. The choice is made once per page view: a Helmet that unmounted later would empty
 * the head.
 */
export const Seo = ({
  title,
  description,
  path,
  type = "website",
  noindex,
  jsonLd = [],
  bodyCss,
}: SeoProps) => {
  const { locale, twinPath } = usePageLocale()
  const { layoutCopy } = useMessages("ui")
  const settings = localeSettings[locale]
  const url = absoluteUrl(path)
  const [headWritten] = useState(() => headIsFor(url))
  if (headWritten) return null
  const shareImage = shareImages[locale]
  const image = absoluteUrl(shareImage.path)
  const structured = [organizationJsonLd(), websiteJsonLd(locale), ...jsonLd]
  return (
    <Helmet htmlAttributes={{ lang: settings.lang }}>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {!noindex &&
        alternatesFor(locale, path, twinPath).map(({ hrefLang, href }) => (
          // Spelled `hreflang`: Helmet writes attribute names as given, and HTML wants lower case.
          <link key={hrefLang} rel="alternate" {...{ hreflang: hrefLang }} href={href} />
        ))}
      {noindex && <meta name="robots" content="noindex" />}
      <meta name="theme-color" content={brand.themeColor} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(shareImage.width)} />
      <meta property="og:image:height" content={String(shareImage.height)} />
      <meta property="og:image:alt" content={layoutCopy.shareImageAlt} />
      <meta property="og:locale" content={settings.ogLocale} />
      {twinPath && (
        <meta
          property="og:locale:alternate"
          content={localeSettings[otherLocale(locale)].ogLocale}
        />
      )}
      <meta property="og:site_name" content={brand.name} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={layoutCopy.shareImageAlt} />
      {bodyCss && <style>{bodyCss}</style>}
      {structured.map((data) => (
        <script key={String(data["@type"])} type="application/ld+json">
          {serializeJsonLd(data)}
        </script>
      ))}
    </Helmet>
  )
}
