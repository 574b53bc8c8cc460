// Measures the production build against the byte budgets of ./budget-limits.ts: file sizes, never
// timings. __tests__/build/budgets.test.ts asserts every figure of measureBudgets().
//
//   tsx scripts/lib/budgets.ts [--dir public] [--route /blog/ --route /blog/<slug>/] [--json]
import { readFileSync, statSync } from "node:fs"
import path from "node:path"
import { parseArgs } from "node:util"
import { gzipSync } from "node:zlib"
import { z } from "zod"
import { limits, phone } from "./budget-limits"
import { parseHtml } from "./parse-html"
import { publicFileFor } from "./public-files"

import type { HTMLElement } from "node-html-parser"

export type Viewport = typeof phone

export type ScriptSize = { url: string; gzipBytes: number; carouselCode: string[] }

export type RouteJavaScript = { route: string; scripts: ScriptSize[]; gzipBytes: number }

export type CarouselVariant = {
  index: number
  devicePx: number
  url: string
  width: number
  bytes: number
}

export type Encoding = "gzip" | "raw"

export type LoadTerm = { term: string; url: string; encoding: Encoding; bytes: number }

export type BudgetReport = {
  limits: typeof limits
  phone: Viewport
  javascript: RouteJavaScript[]
  carousel: CarouselVariant[]
  homeLoad: { terms: LoadTerm[]; bytes: number }
}

export type BudgetCliOutput = BudgetReport & { table: string }

const ROOT = path.resolve(__dirname, "../..")
const KiB = 1024
const homeRoute = "/"
/** Each edition's home page (src/data/routes.ts): the pages with the carousel. */
const homeRoutes = [homeRoute, "/fr/"]
const defaultBlogRoutes = ["/blog/", "/blog/red-light-therapy-benefits-anti-aging/"]
/** Strings found only in react-slick's code (its track element and its package name). */
const carouselMarkers = ["slick-track", "react-slick"]

const gzipBytes = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length
const rawBytes = (file: string) => statSync(file).size

/** The file public/ serves for a same-site URL ("/blog/" → blog/index.html), or undefined. */
const fileForUrl = (publicDir: string, url: string) =>
  /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url)
    ? undefined
    : publicFileFor(path.resolve(publicDir), url)

const requireFile = (publicDir: string, url: string, what: string) => {
  const file = fileForUrl(publicDir, url)
  if (!file) throw new Error(`${what} ${url} is not in ${publicDir}`)
  return file
}

const readRoute = (publicDir: string, route: string) => {
  const file = requireFile(publicDir, route, "Page")
  return { file, document: parseHtml(readFileSync(file, "utf8")) }
}

/** The parts of Gatsby's page-data.json and webpack.stats.json read here. */
const pageDataFile = z.object({
  componentChunkName: z.string(),
  staticQueryHashes: z.array(z.string()).default([]),
})
const webpackStatsFile = z.object({
  namedChunkGroups: z.record(
    z.string(),
    z.object({ assets: z.array(z.union([z.string(), z.object({ name: z.string() })])) }),
  ),
})

const readJson = <T>(publicDir: string, url: string, what: string, schema: z.ZodType<T>): T =>
  schema.parse(JSON.parse(readFileSync(requireFile(publicDir, url, what), "utf8")))

const isInsideNoscript = (element: HTMLElement) => {
  for (let node = element.parentNode; node; node = node.parentNode) {
    if (node.rawTagName?.toLowerCase() === "noscript") return true
  }
  return false
}

/** One attribute's values on some elements, skipping elements without it. */
const attributeValues = (elements: HTMLElement[], name: string) =>
  elements.flatMap((element) => element.getAttribute(name) ?? [])

/** A browser's pick from a `srcset` of `w` candidates: the narrowest ≥ `devicePx`, else the widest. */
const pickCandidate = (srcset: string, devicePx: number) => {
  const byWidth = srcset
    .split(",")
    .map((candidate) => candidate.trim())
    .filter(Boolean)
    .map((candidate) => {
      const match = /^(\S+)\s+(\d+)w$/.exec(candidate)
      if (!match)
        throw new Error(`Unsupported srcset candidate "${candidate}" (expected "url 123w")`)
      return { url: match[1], width: Number(match[2]) }
    })
    .sort((a, b) => a.width - b.width)
  return byWidth.find((candidate) => candidate.width >= devicePx) ?? byWidth[byWidth.length - 1]
}

/**
 * A CSS length of `sizes` in CSS px: px, rem, vw and calc() sums of them.
 */
const cssLength = (value: string, viewport: Viewport): number => {
  const text = value.trim()
  const calc = /^calc\((.*)\)$/.exec(text)
  if (calc) {
    const terms = calc[1].trim().split(/\s+([+-])\s+/)
    let total = cssLength(terms[0], viewport)
    for (let i = 1; i < terms.length; i += 2) {
      const term = cssLength(terms[i + 1], viewport)
      total = terms[i] === "+" ? total + term : total - term
    }
    return total
  }
  const match = /^(-?\d*\.?\d+)(px|rem|vw)$/.exec(text)
  if (!match) throw new Error(`Unsupported length "${value}" in sizes`)
  const number = Number(match[1])
  if (match[2] === "px") return number
  return match[2] === "rem" ? number * viewport.remPx : (number * viewport.viewportWidth) / 100
}

/** The slot width `sizes` gives at a viewport: its first entry whose media matches. */
const slotWidth = (sizes: string, viewport: Viewport) => {
  for (const entry of sizes.split(/,(?![^(]*\))/).map((part) => part.trim())) {
    const media = /^(\(.*\))\s+(\S+)$/.exec(entry)
    if (!media) return cssLength(entry, viewport)
    const matches = media[1].split(/\s+and\s+/).every((feature) => {
      const match = /^\(\s*(min|max)-width\s*:\s*([^)]+)\)$/.exec(feature.trim())
      if (!match) throw new Error(`Unsupported media condition "${media[1]}" in sizes`)
      const width = cssLength(match[2], viewport)
      return match[1] === "min" ? viewport.viewportWidth >= width : viewport.viewportWidth <= width
    })
    if (matches) return cssLength(media[2], viewport)
  }
  throw new Error(`sizes "${sizes}" has no entry for a ${viewport.viewportWidth}px viewport`)
}

const pageDataUrl = (route: string) =>
  `/page-data${route === "/" ? "/index" : route.replace(/\/$/, "")}/page-data.json`

/**
 * The .js files of a page's component chunk group (webpack.stats.json's namedChunkGroups): the
 * component chunk, commons and shared chunks. Gatsby's runtime loads them from the page's
 * componentChunkName before it hydrates, so they are first-load JavaScript too.
 */
const componentChunkScripts = (publicDir: string, route: string): string[] => {
  const { componentChunkName } = readJson(
    publicDir,
    pageDataUrl(route),
    `Page data of ${route}`,
    pageDataFile,
  )
  const stats = readJson(publicDir, "/webpack.stats.json", "webpack.stats.json", webpackStatsFile)
  const group = stats.namedChunkGroups[componentChunkName]
  if (!group) throw new Error(`webpack.stats.json has no chunk group ${componentChunkName}`)
  return group.assets
    .map((asset) => (typeof asset === "string" ? asset : asset.name))
    .filter((name) => name.endsWith(".js"))
    .map((name) => `/${name}`)
}

/**
 * The JavaScript a page loads before it is interactive: every <script src>, script preloads and
 * its component chunk group, each with its gzip size and the react-slick markers it contains.
 */
const firstLoadScripts = (publicDir: string, route: string): ScriptSize[] => {
  const { document } = readRoute(publicDir, route)
  const urls = [
    ...attributeValues(document.querySelectorAll("script[src]"), "src"),
    ...attributeValues(
      document.querySelectorAll('link[rel="preload"][as="script"], link[rel="modulepreload"]'),
      "href",
    ),
    ...componentChunkScripts(publicDir, route),
  ]
  return [...new Set(urls.map((url) => url.split(/[?#]/)[0]))].map((url) => {
    const file = requireFile(publicDir, url, `Script of ${route}`)
    const code = readFileSync(file, "utf8")
    const carouselCode = carouselMarkers.filter((marker) => code.includes(marker))
    return { url, gzipBytes: gzipBytes(file), carouselCode }
  })
}

const routeJavaScript = (publicDir: string, route: string): RouteJavaScript => {
  const scripts = firstLoadScripts(publicDir, route)
  return { route, scripts, gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0) }
}

/**
 * The WebP variant `viewport` downloads for each carousel slide on "/" (live markup, not the
 * <noscript> copy).
 */
const carouselVariants = (publicDir: string, viewport: Viewport): CarouselVariant[] => {
  const carousel = readRoute(publicDir, homeRoute).document.querySelector(
    '[aria-roledescription="carousel"]',
  )
  if (!carousel)
    throw new Error('The home page has no element with aria-roledescription="carousel"')
  return carousel.querySelectorAll('[aria-roledescription="slide"]').map((slide, index) => {
    const live = (selector: string) =>
      slide.querySelectorAll(selector).filter((element) => !isInsideNoscript(element))
    const source = live('source[type="image/webp"]')[0]
    const img = live("img").find((element) => element.getAttribute("alt"))
    const srcset = source?.getAttribute("srcset") ?? source?.getAttribute("data-srcset")
    const sizes = source?.getAttribute("sizes") ?? img?.getAttribute("sizes")
    if (!srcset || !sizes)
      throw new Error(`Carousel slide ${index + 1} has no WebP srcset with sizes`)
    const devicePx = Math.ceil(slotWidth(sizes, viewport) * viewport.dpr)
    const { url, width } = pickCandidate(srcset, devicePx)
    const bytes = rawBytes(requireFile(publicDir, url, `Carousel image ${index + 1}`))
    return { index, devicePx, url, width, bytes }
  })
}

/**
 * Every byte "/" transfers before any interaction on `viewport`, one term per request: the HTML
 * and first-load scripts (gzip); stylesheets (gzip); web fonts of its @font-face rules (raw);
 * eager <img> outside the carousel (gzip for text, raw otherwise; lazy ones and data: URIs cost
 * nothing up front); <video poster>, fetched even with preload="none"; the first carousel photo
 * (the other slides are lazy); the favicon (manifest and touch icons are fetched only on install);
 * the page-data, app-data and static-query JSON Gatsby fetches while hydrating (gzip).
 */
const homeLoadBytes = (publicDir: string, viewport: Viewport) => {
  const { file, document } = readRoute(publicDir, homeRoute)
  const live = (selector: string) =>
    document.querySelectorAll(selector).filter((element) => !isInsideNoscript(element))
  const term = (name: string, url: string, encoding: Encoding): LoadTerm => {
    const found = requireFile(publicDir, url, name)
    return { term: name, url, encoding, bytes: (encoding === "gzip" ? gzipBytes : rawBytes)(found) }
  }
  const carousel = document.querySelector('[aria-roledescription="carousel"]')
  const inCarousel = (element: HTMLElement) =>
    Boolean(carousel && carousel.querySelectorAll("img").includes(element))
  const fontUrls = live("style").flatMap((style) =>
    [...style.textContent.matchAll(/@font-face\s*\{[^}]*?url\(["']?(\/[^"')]+)["']?\)/g)].map(
      ([, url]) => url,
    ),
  )
  const eagerImages = live("img[src]").filter(
    (img) => !inCarousel(img) && img.getAttribute("loading") !== "lazy",
  )
  const textOrRaw = (url: string): Encoding =>
    /\.(svg|js|css|json|html|txt|xml)$/i.test(url.split(/[?#]/)[0]) ? "gzip" : "raw"
  const [firstSlide] = carouselVariants(publicDir, viewport)
  const terms: LoadTerm[] = [
    { term: "HTML", url: homeRoute, encoding: "gzip", bytes: gzipBytes(file) },
    ...firstLoadScripts(publicDir, homeRoute).map(({ url, gzipBytes: bytes }) => ({
      term: "script",
      url,
      encoding: "gzip" as const,
      bytes,
    })),
    ...attributeValues(live('link[rel="stylesheet"]'), "href").map((href) =>
      term("stylesheet", href, "gzip"),
    ),
    ...[...new Set(fontUrls)].map((url) => term("font", url, "raw")),
    ...attributeValues(eagerImages, "src")
      .filter((src) => !src.startsWith("data:"))
      .map((src) => term("image", src, textOrRaw(src))),
    ...attributeValues(live("video[poster]"), "poster").map((url) => term("poster", url, "raw")),
    ...(firstSlide ? [term("carousel photo", firstSlide.url, "raw")] : []),
    ...attributeValues(live('link[rel~="icon"]'), "href")
      .slice(0, 1)
      .map((url) => term("favicon", url, "raw")),
  ]
  const pageData = pageDataUrl(homeRoute)
  const { staticQueryHashes } = readJson(publicDir, pageData, "Page data", pageDataFile)
  const hydrationData = [
    pageData,
    "/page-data/app-data.json",
    ...staticQueryHashes.map((hash) => `/page-data/sq/d/${hash}.json`),
  ].filter((url) => fileForUrl(publicDir, url))
  for (const url of hydrationData) terms.push(term("page data", url, "gzip"))
  // A URL requested twice is fetched once.
  const unique = terms.filter((item, index) => terms.findIndex((o) => o.url === item.url) === index)
  return { terms: unique, bytes: unique.reduce((sum, item) => sum + item.bytes, 0) }
}

/** The report in a few lines, for a reader. */
const formatBudgets = ({ javascript, carousel, homeLoad }: BudgetReport) => {
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`
  const photos = carousel.map((slide) => `${slide.width}w ${kb(slide.bytes)}`)
  const terms = homeLoad.terms.map(({ term, bytes }) => `${term} ${kb(bytes)}`)
  return [
    ...javascript.map(({ route, gzipBytes: bytes, scripts }) => {
      const limit = homeRoutes.includes(route) ? limits.homeJsKiB : limits.blogJsKiB
      const size = `${(bytes / KiB).toFixed(1)} KiB in ${scripts.length} scripts`
      return `First-load JavaScript of ${route}: ${size} (≤ ${limit} KiB, ≤ ${limits.firstLoadScripts})`
    }),
    `Carousel photos (each ≤ ${kb(limits.slideImageBytes)}): ${photos.join(", ")}`,
    `"/" before any interaction: ${kb(homeLoad.bytes)} (≤ ${kb(limits.homeTotalBytes)}): ${terms.join(", ")}`,
  ].join("\n")
}

/**
 * The build in `publicDir` against the budgets: the home pages and `blogRoutes` (by default
 * "/blog/" and one article), with the report as a few lines for a reader.
 */
export const measureBudgets = (
  publicDir: string,
  blogRoutes: readonly string[] = defaultBlogRoutes,
): BudgetCliOutput => {
  const routes = [...new Set([homeRoute, ...blogRoutes])]
  const report: BudgetReport = {
    limits,
    phone,
    javascript: routes.map((route) => routeJavaScript(publicDir, route)),
    carousel: carouselVariants(publicDir, phone),
    homeLoad: homeLoadBytes(publicDir, phone),
  }
  return { ...report, table: formatBudgets(report) }
}

if (require.main === module) {
  const { values } = parseArgs({
    options: {
      dir: { type: "string", default: path.join(ROOT, "public") },
      route: { type: "string", multiple: true },
      json: { type: "boolean", default: false },
    },
  })
  const measured = measureBudgets(path.resolve(values.dir), values.route)
  console.log(values.json ? JSON.stringify(measured) : measured.table)
}
