/**
 * Every internal link and asset reference in every page resolves to a file in public/, every
 * #fragment has its target, and external links open in a new tab without opener or referrer.
 * Nothing is fetched: external URLs are only checked for target and rel.
 */
import type { HTMLElement } from "node-html-parser"
import { siteUrl } from "../../src/data/site"
import {
  fileForRoute,
  listPages,
  parsePage,
  parseHtml,
  readPage,
  resolvesInBuild,
  routeOf,
} from "./support"

const siteOrigin = new URL(siteUrl).origin

type Reference = { where: string; url: string }

/** Attributes that name one URL, by the elements that carry them. */
const urlAttributes: ReadonlyArray<[selector: string, attribute: string]> = [
  ["a[href]", "href"],
  ["area[href]", "href"],
  ["link[href]", "href"],
  ["img[src]", "src"],
  ["img[data-src]", "data-src"],
  ["source[src]", "src"],
  ["video[src]", "src"],
  ["video[poster]", "poster"],
  ["audio[src]", "src"],
  ["track[src]", "src"],
  ["script[src]", "src"],
  ["iframe[src]", "src"],
  ["form[action]", "action"],
]

/** Attributes that hold a srcset (gatsby-plugin-image keeps lazy ones in data-srcset). */
const srcsetAttributes: ReadonlyArray<[selector: string, attribute: string]> = [
  ["img[srcset]", "srcset"],
  ["img[data-srcset]", "data-srcset"],
  ["source[srcset]", "srcset"],
  ["source[data-srcset]", "data-srcset"],
  ["link[imagesrcset]", "imagesrcset"],
]

/** Same-site absolute URLs in metadata, which must point at real files too. */
const metaUrlSelectors = [
  'meta[property="og:url"]',
  'meta[property="og:image"]',
  'meta[name="twitter:image"]',
]

const srcsetUrls = (srcset: string) =>
  srcset
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter(Boolean)

const cssUrls = (css: string) =>
  [...css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)].map(([, , url]) => url)

const describeElement = (element: HTMLElement, attribute: string) =>
  `<${element.rawTagName} ${attribute}="${element.getAttribute(attribute)}">`

/** Invalid JSON-LD is head.test.ts's to report; here it simply names no URLs. */
const parseJsonOrNull = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

const jsonLdUrls = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.flatMap(jsonLdUrls)
  if (value && typeof value === "object") return Object.values(value).flatMap(jsonLdUrls)
  return typeof value === "string" && value.startsWith(`${siteOrigin}/`) ? [value] : []
}

/** Every URL a page refers to, with the element it came from. */
const referencesOf = (document: HTMLElement): Reference[] => [
  ...urlAttributes.flatMap(([selector, attribute]) =>
    document.querySelectorAll(selector).map((element) => ({
      where: describeElement(element, attribute),
      url: element.getAttribute(attribute) ?? "",
    })),
  ),
  ...srcsetAttributes.flatMap(([selector, attribute]) =>
    document.querySelectorAll(selector).flatMap((element) =>
      srcsetUrls(element.getAttribute(attribute) ?? "").map((url) => ({
        where: `<${element.rawTagName} ${attribute}> candidate`,
        url,
      })),
    ),
  ),
  ...metaUrlSelectors.flatMap((selector) =>
    document.querySelectorAll(selector).map((element) => ({
      where: selector,
      url: element.getAttribute("content") ?? "",
    })),
  ),
  ...document
    .querySelectorAll('script[type="application/ld+json"]')
    .flatMap((script) =>
      jsonLdUrls(parseJsonOrNull(script.rawText)).map((url) => ({ where: "JSON-LD", url })),
    ),
  ...document
    .querySelectorAll("style")
    .flatMap((style) => cssUrls(style.rawText).map((url) => ({ where: "<style> url()", url }))),
  ...document.querySelectorAll("[style]").flatMap((element) =>
    cssUrls(element.getAttribute("style") ?? "").map((url) => ({
      where: `<${element.rawTagName} style> url()`,
      url,
    })),
  ),
]

/** The same-site URL a reference names, resolved against the page, or null when it is external. */
const internalUrl = (url: string, route: string): URL | null => {
  if (/^(?:data|mailto|tel|javascript|blob):/i.test(url)) return null
  const resolved = new URL(url, `${siteOrigin}${route}`)
  return resolved.origin === siteOrigin ? resolved : null
}

/** Links a visitor follows (<a>, <area>), as opposed to metadata URLs such as JSON-LD @ids. */
const isNavigational = (where: string) => /^<(?:a|area) /.test(where)

const idsOf = (document: HTMLElement) =>
  new Set([
    ...document.querySelectorAll("[id]").map((element) => element.getAttribute("id")),
    ...document.querySelectorAll("a[name]").map((element) => element.getAttribute("name")),
  ])

const idCache = new Map<string, Set<string | undefined>>()
const idsOfRoute = (pathname: string) => {
  const file = fileForRoute(pathname)
  if (!idCache.has(file)) idCache.set(file, idsOf(parseHtml(readPage(file))))
  return idCache.get(file) ?? new Set()
}

const pages = listPages()

describe.each(pages.map((file) => [routeOf(file), file]))("%s (%s)", (route) => {
  const document = parsePage(route)
  let cached: Reference[] | undefined
  const references = () => (cached ??= referencesOf(document))

  it("refers to some files (the page was parsed)", () => {
    expect(references().length).toBeGreaterThan(0)
  })

  it("has every internal link and asset reference resolve to a file in public/", () => {
    const broken = references().flatMap(({ where, url }) => {
      const target = internalUrl(url, route)
      // A fragment-only link stays on this page, which exists; its target is checked below.
      if (!target || url.startsWith("#")) return []
      return resolvesInBuild(target.pathname)
        ? []
        : [`${where} → ${target.pathname} is not in public/`]
    })
    expect(broken).toEqual([])
  })

  it("has a target on the page for every #fragment link", () => {
    const missing = references().flatMap(({ where, url }) => {
      const target = internalUrl(url, route)
      if (!target || !target.hash || !isNavigational(where)) return []
      if (!resolvesInBuild(target.pathname)) return []
      const id = decodeURIComponent(target.hash.slice(1))
      return idsOfRoute(target.pathname).has(id) ? [] : [`${where} → no element with id "${id}"`]
    })
    expect(missing).toEqual([])
  })

  it('opens every external link in a new tab with rel="noopener noreferrer"', () => {
    const unsafe = document
      .querySelectorAll("a[href]")
      .filter((link) => {
        const href = link.getAttribute("href") ?? ""
        return /^https?:\/\//i.test(href) && new URL(href).origin !== siteOrigin
      })
      .filter((link) => {
        const rel = (link.getAttribute("rel") ?? "").toLowerCase().split(/\s+/)
        return (
          link.getAttribute("target") !== "_blank" ||
          !rel.includes("noopener") ||
          !rel.includes("noreferrer")
        )
      })
      .map(
        (link) =>
          `<a href="${link.getAttribute("href")}" target="${link.getAttribute("target") ?? ""}" rel="${link.getAttribute("rel") ?? ""}">`,
      )
    expect(unsafe).toEqual([])
  })
})
