/**
 * The French edition, read from the static build: every page says its language, pairs
 * with its twin in the other edition (hreflang both ways, x-default to English, og:locale, the
 * sitemap's alternates), French pages follow French typography, buy links open the listing in
 * the page's language, and the newsletter tells the owner which list a signup belongs to.
 */
import { sellerGuarantee } from "../../src/business/facts"
import type { HTMLElement } from "node-html-parser"
import { localeSettings, locales, type Locale } from "../../src/data/locale"
import { newsletterForm } from "../../src/data/newsletter-form"
import { repositoryRegister } from "../support/register"
import { webAppCopy } from "../../src/data/fr/web-app"
import { localeOfPath, localizedRoutes } from "../../src/data/routes"
import { feedPaths } from "../../src/node/feed"
import { siteUrl } from "../../src/data/site"
import { readArticles } from "../support/articles"
import { frenchPageTexts, offencesIn } from "../support/french-typography"
import { siteRoutes } from "../support/routes"
import { listPages, parsePage, readPublicFile, routeOf } from "./support"

/** The pages of the build, without the unknown paths (they have no file). */
const pages = siteRoutes.filter(({ kind }) => kind !== "unknown")
/** The newsletter's two steps (check your inbox, then confirmed) are not indexed. */
const unindexed = new Set(["checkInbox", "subscribed"])
const indexable = pages.filter(({ kind }) => !unindexed.has(kind))
const absolute = (path: string) => `${siteUrl}${path}`

const alternates = (document: HTMLElement): Record<string, string> =>
  Object.fromEntries(
    document
      .querySelectorAll('link[rel="alternate"][hreflang]')
      .map((link) => [link.getAttribute("hreflang") ?? "", link.getAttribute("href") ?? ""]),
  )

/** Both editions' article pairs, from the French articles' `translationOf`. */
const articlePairs = readArticles("fr").map((fr) => ({
  en: localizedRoutes.en.article(fr.englishSlug),
  fr: localizedRoutes.fr.article(fr.slug),
}))

/** Every page that has a twin, paired: the fixed pages, then the articles. */
/** The seller's guarantee has a page in each edition while the register holds one. */
const guaranteePage = sellerGuarantee(repositoryRegister.guarantee) ? (["guarantee"] as const) : []

const twins: readonly Record<Locale, string>[] = [
  ...(["home", "blog", "privacy", ...guaranteePage, "safety"] as const).map((key) => ({
    en: localizedRoutes.en[key],
    fr: localizedRoutes.fr[key],
  })),
  ...articlePairs,
]

/** gatsby-plugin-manifest's name for the French manifest (its `localize` entry, by `lang`). */
const frenchManifest = `manifest_${localeSettings.fr.lang}.webmanifest`

/** An RSS element's text: CDATA unwrapped, entities decoded. */
const xmlText = (value: string): string =>
  value
    .replace(/^\s*<!\[CDATA\[([\s\S]*)\]\]>\s*$/, "$1")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&amp;/g, "&")

/** A page's visible text: no script, style or template content. */
const visibleText = (document: HTMLElement): string => {
  const body = document.querySelector("body")
  if (!body) return ""
  body.querySelectorAll("script, style, noscript, template").forEach((node) => node.remove())
  return body.textContent
}

describe("every page of both editions", () => {
  it.each(pages.map((route) => [route.path, route.locale] as const))(
    "%s declares <html lang> of its edition",
    (path, locale) => {
      expect(parsePage(path).querySelector("html")?.getAttribute("lang")).toBe(
        localeSettings[locale].lang,
      )
    },
  )

  it("has a French twin for every English article, and an English one for every French article", () => {
    expect(
      readArticles("fr")
        .map(({ englishSlug }) => englishSlug)
        .sort(),
    ).toEqual(readArticles("en").map(({ slug }) => slug))
  })
})

describe("the header's language switch", () => {
  /** The header's link to the other edition: the one that names its language with hreflang. */
  const switchOf = (path: string, to: Locale) =>
    parsePage(path)
      .querySelectorAll("header a[hreflang]")
      .map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")])
      .filter(([lang]) => lang === localeSettings[to].lang)

  it.each(twins.map((pair) => [pair.en, pair.fr] as const))(
    "%s and %s link to each other from their headers",
    (en, fr) => {
      expect(switchOf(en, "fr")).toEqual([[localeSettings.fr.lang, fr]])
      expect(switchOf(fr, "en")).toEqual([[localeSettings.en.lang, en]])
    },
  )
})

describe("hreflang alternates", () => {
  it.each(twins.map((pair) => [pair.en, pair.fr] as const))(
    "%s and %s name each other, and x-default is the English page",
    (en, fr) => {
      const expected = { "en-CA": absolute(en), "fr-CA": absolute(fr), "x-default": absolute(en) }
      expect(alternates(parsePage(en))).toEqual(expected)
      expect(alternates(parsePage(fr))).toEqual(expected)
    },
  )

  it("covers every indexable page", () => {
    const paired = new Set(twins.flatMap(({ en, fr }) => [en, fr]))
    expect(indexable.map(({ path }) => path).filter((path) => !paired.has(path))).toEqual([])
  })

  it.each(pages.filter(({ kind }) => unindexed.has(kind)).map(({ path }) => [path]))(
    "%s, which is not indexed, lists none",
    (path) => {
      expect(alternates(parsePage(path))).toEqual({})
    },
  )

  it.each(indexable.map((route) => [route.path, route.locale] as const))(
    "%s gives og:locale and the other edition as og:locale:alternate",
    (path, locale) => {
      const document = parsePage(path)
      const other = locale === "en" ? "fr" : "en"
      expect(document.querySelector('meta[property="og:locale"]')?.getAttribute("content")).toBe(
        localeSettings[locale].ogLocale,
      )
      expect(
        document.querySelector('meta[property="og:locale:alternate"]')?.getAttribute("content"),
      ).toBe(localeSettings[other].ogLocale)
    },
  )
})

describe("structured data", () => {
  const jsonLd = (path: string): Record<string, unknown>[] =>
    parsePage(path)
      .querySelectorAll('script[type="application/ld+json"]')
      .map((script) => JSON.parse(script.rawText) as Record<string, unknown>)

  it.each(indexable.map((route) => [route.path, route.locale] as const))(
    "%s describes its WebSite in its edition's language",
    (path, locale) => {
      const website = jsonLd(path).find((node) => node["@type"] === "WebSite")
      expect(website?.inLanguage).toBe(localeSettings[locale].lang)
      expect(website?.url).toBe(absolute(localizedRoutes[locale].home))
    },
  )

  it.each(articlePairs.map(({ fr }) => [fr]))("%s is a BlogPosting in fr-CA", (path) => {
    const posting = jsonLd(path).find((node) => node["@type"] === "BlogPosting")
    expect(posting?.inLanguage).toBe("fr-CA")
    expect(posting?.mainEntityOfPage).toEqual({ "@type": "WebPage", "@id": absolute(path) })
  })
})

describe("the sitemap", () => {
  const sitemap = readPublicFile("sitemap-0.xml")
  const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(entry)?.[1] ?? "",
    links: Object.fromEntries(
      [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        ([, lang, href]) => [lang, href],
      ),
    ),
  }))

  it.each(twins.map((pair) => [pair.en, pair.fr] as const))(
    "lists %s and %s, each with both editions and x-default as xhtml:link alternates",
    (en, fr) => {
      const expected = { "en-CA": absolute(en), "fr-CA": absolute(fr), "x-default": absolute(en) }
      for (const path of [en, fr]) {
        expect(entries.find(({ loc }) => loc === absolute(path))?.links).toEqual(expected)
      }
    },
  )
})

describe("the RSS feeds", () => {
  it.each(
    locales.map((locale) => [locale, locale === "en" ? "rss.xml" : "fr/blogue/rss.xml"] as const),
  )("the %s feed (%s) lists that edition's articles only, in its language", (locale, file) => {
    const feed = readPublicFile(file)
    expect(feed).toContain(`<language><![CDATA[${localeSettings[locale].lang}]]></language>`)
    const links = [...feed.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map(([, url]) => url)
    expect(links.sort()).toEqual(
      readArticles(locale)
        .map(({ slug }) => absolute(localizedRoutes[locale].article(slug)))
        .sort(),
    )
  })
})

describe("French typography", () => {
  /** Every French page of the build, the not-found pages included. */
  const frenchPages = listPages()
    .map(routeOf)
    .filter((route) => localeOfPath(route) === "fr")

  it("covers every French page", () => {
    expect(frenchPages).toEqual(
      expect.arrayContaining([
        ...pages.filter(({ locale }) => locale === "fr").map(({ path }) => path),
        localizedRoutes.fr.notFound,
        localizedRoutes.fr.blogNotFound,
      ]),
    )
  })

  it.each(frenchPages.map((route) => [route]))(
    "%s: visible text, <title>, meta and social tags, alt, aria-label, title and JSON-LD",
    (route) => {
      expect(offencesIn(frenchPageTexts(parsePage(route)))).toEqual([])
    },
  )

  it("the French web manifest", () => {
    const manifest = JSON.parse(readPublicFile(frenchManifest)) as Record<string, unknown>
    const texts = (["name", "short_name", "description"] as const).map(
      (key) => [key, String(manifest[key] ?? "")] as const,
    )
    expect(offencesIn(texts)).toEqual([])
  })

  it("the French RSS feed (/fr/blogue/rss.xml): its titles, descriptions and authors", () => {
    const feed = readPublicFile(feedPaths.fr.slice(1))
    const texts = ["title", "description", "dc:creator"].flatMap((tag) =>
      [...feed.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, "g"))].map(
        ([, value]) => [`<${tag}>`, xmlText(value)] as const,
      ),
    )
    expect(texts.length).toBeGreaterThan(2)
    expect(offencesIn(texts)).toEqual([])
  })
})

describe("the web manifests", () => {
  it.each(
    listPages()
      .map(routeOf)
      .map((route) => [route, localeOfPath(route)] as const),
  )("%s links the %s edition's manifest", (route, locale) => {
    const links = parsePage(route).querySelectorAll('link[rel="manifest"]')
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      `/${locale === "fr" ? frenchManifest : "manifest.webmanifest"}`,
    ])
  })

  it("the French manifest is in French and opens the French home page", () => {
    const manifest = JSON.parse(readPublicFile(frenchManifest)) as Record<string, unknown>
    const english = JSON.parse(readPublicFile("manifest.webmanifest")) as Record<string, unknown>
    expect(manifest).toMatchObject({
      lang: localeSettings.fr.lang,
      start_url: localizedRoutes.fr.home,
      name: webAppCopy.name,
      short_name: webAppCopy.shortName,
      description: webAppCopy.description,
    })
    // The rest (icons, colours, display) is the English manifest's.
    expect(manifest.icons).toEqual(english.icons)
    expect(manifest.theme_color).toBe(english.theme_color)
  })
})

describe("buy links", () => {
  it.each(pages.map((route) => [route.path, route.locale] as const))(
    "%s opens the Amazon.ca listing in the page's language",
    (path, locale) => {
      const listingLinks = parsePage(path)
        .querySelectorAll("a[href]")
        .map((link) => new URL(link.getAttribute("href") ?? "", siteUrl))
        .filter((url) => url.hostname.endsWith("amazon.ca"))
      for (const url of listingLinks) {
        expect(url.searchParams.get("language")).toBe(localeSettings[locale].listingLanguage)
      }
    },
  )
})

describe("the newsletter form", () => {
  it.each(locales.map((locale) => [localizedRoutes[locale].blog, locale] as const))(
    "on %s sends the edition's language and lands on its 'check your inbox' page",
    (path, locale) => {
      const form = parsePage(path).querySelector(`form[name="${newsletterForm.name}"]`)
      expect(form?.getAttribute("action")).toBe(localizedRoutes[locale].checkInbox)
      expect(
        form
          ?.querySelector(`input[type="hidden"][name="${newsletterForm.languageField}"]`)
          ?.getAttribute("value"),
      ).toBe(localeSettings[locale].lang)
    },
  )
})

describe("the privacy pages (Quebec's Law 25)", () => {
  it.each([
    [localizedRoutes.en.privacy, "Person in charge of the protection of personal information"],
    // After « Titre : » French writes the title in lower case.
    [localizedRoutes.fr.privacy, "responsable de la protection des renseignements personnels"],
  ])("%s names the title and contact of the person in charge", (path, title) => {
    const text = visibleText(parsePage(path))
    expect(text).toContain(title)
    expect(text).toContain(repositoryRegister.seller.privacyOfficer.email)
  })

  it("give the French page its own section anchors (#ce-que-nous-recueillons…), not English ones", () => {
    // (links.test.ts checks that every #fragment link has its target.)
    const anchors = (path: string) =>
      parsePage(path)
        .querySelectorAll("section[aria-labelledby] > h2[id]")
        .map((heading) => heading.getAttribute("id") ?? "")
    const english = anchors(localizedRoutes.en.privacy)
    const french = anchors(localizedRoutes.fr.privacy)
    expect(french).toHaveLength(english.length)
    expect(french).toContain("ce-que-nous-recueillons")
    expect(french.filter((id) => english.includes(id))).toEqual([])
  })
})
