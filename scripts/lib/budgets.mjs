// Byte budgets computed from the production build in public/ (deterministic: file sizes, no
// timing). The build-output test (__tests__/build/budgets.test.ts) asserts them and
// `npm run perf` prints them.
//
//   node scripts/lib/budgets.mjs [--dir public] [--route /blog/ --route /blog/<slug>/] [--json]
//
// Text (HTML, JS, CSS, SVG, JSON) counts gzip -9 bytes, as the local Netlify-like server sends it;
// images and fonts count their file size, since they are already compressed.
import { readFileSync, statSync } from "node:fs"
import path from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import { parseArgs } from "node:util"
import { gzipSync } from "node:zlib"
import { parseHtml } from "./parse-html.mjs"
import { publicFileFor } from "./public-files.mjs"

/**
 * @typedef {import("node-html-parser").HTMLElement} HTMLElement
 * @typedef {typeof limits} Limits
 * @typedef {{ viewportWidth: number, dpr: number, remPx: number }} Viewport
 * @typedef {{ url: string, gzipBytes: number, carouselCode: string[] }} ScriptSize
 * @typedef {{ route: string, scripts: ScriptSize[], gzipBytes: number, kib: number }} RouteJavaScript
 * @typedef {{ url: string, width: number }} SrcsetCandidate
 * @typedef {"gzip" | "raw"} Encoding
 * @typedef {{ term: string, why: string, url: string, encoding: Encoding, bytes: number }} LoadTerm
 * @typedef {{ terms: LoadTerm[], bytes: number }} HomeLoad
 *
 * @typedef {object} CarouselVariant
 * @property {number} index
 * @property {string} alt
 * @property {string} sizes
 * @property {number} slotPx
 * @property {number} devicePx
 * @property {string} url
 * @property {number} width
 * @property {number} bytes
 *
 * @typedef {object} BudgetReport
 * @property {Limits} limits
 * @property {Viewport} phone
 * @property {RouteJavaScript[]} javascript
 * @property {CarouselVariant[]} carousel
 * @property {HomeLoad} homeLoad
 *
 * What `node scripts/lib/budgets.mjs --json` prints: the report and its Markdown tables.
 * @typedef {BudgetReport & { table: string }} BudgetCliOutput
 */

const ROOT = fileURLToPath(new URL("../..", import.meta.url))

export const limits = {
  /**
   * First-load JavaScript of each home page ("/", "/fr/"), KiB gzip (React 18; issue 11 asks for
   * at most 125). 118.4 before the French edition; the locale context, both editions' routes,
   * the language switch and the longer French copy bring it to 120.8 ("/") and 121.5 ("/fr/");
   * hydrating in slices and restoring scroll over real block heights (gatsby-browser) add 0.5,
   * the sections' render-when-near rules 0.2: 121.5 and 122.2. react-slick and the carousel in a
   * chunk of their own, loaded after: 104.5 and 105.3; without the
   * render-when-near rules and scroll restoring again: 104.0 and 104.8; the compile hint on each
   * script (src/node/compile-hints.ts): 104.7 and 105.4; react-helmet in a chunk of its own,
   * loaded after hydration (src/components/seo/head-tags.browser.tsx): 99.8 and 100.5; the
   * style-only props in place of emotion's prop test: 98.0 and 98.8 (removed 2026-11-27, +2.2).
   * Issue 43 (2026-11-27): the owner's register through a static query, the buy button hydrated
   * so it can end an offer in the browser, the dated fact sentences, and the French manifest's
   * route-change script (gatsby-plugin-manifest `localize`): 100.0 and 101.1. Render when near
   * gone, emotion's own style takeover and react-helmet back in the first-load scripts
   * (2026-11-27, docs/performance.md): 101.0 and 101.0. react-slick and the carousel back in the
   * home pages' own scripts (2026-11-27: their chunk bought nothing in a 10-round A/B at 4x;
   * docs/performance.md): 116.8 and 116.8.
   */
  homeJsKiB: 118,
  /**
   * First-load JavaScript of every other page of both editions, KiB gzip (issue 11 asks for at
   * most 100). With the compile hints the blog index pages reached 99.8 and 99.9; the newsletter
   * box in a chunk of its own, loaded after (newsletterScripts): 97.4 and 97.5; an article 97.4;
   * react-helmet in a chunk of its own: the blog indexes and articles 92.6-92.7; the style-only
   * props in place of emotion's prop test: 90.7-90.9. Issue 43: the register's static query and
   * the French manifest's route-change script: 91.5 (/blog/) and 92.2 (/fr/blogue/).
   * react-helmet back in the first-load scripts (2026-11-27: its chunk, fetched right after
   * hydration, bought nothing in a 10-round A/B at 4x; docs/performance.md): 96.3. The newsletter
   * box back in the blog indexes' own scripts (2026-11-27: its chunk bought nothing in a 10-round
   * A/B at 4x; docs/performance.md): 98.8 (/blog/, /fr/blogue/).
   */
  blogJsKiB: 99,
  /**
   * First-load scripts of any page: Gatsby's webpack-runtime, framework and app, then the page's
   * commons, shared and component chunks. Every script is a request and a task of its own (1.5-3
   * ms of main thread per request on this host before any code runs). 9 on the home pages and 6
   * elsewhere while react-icons' icon sets had chunks of their own (src/node/on-create-webpack-config.ts).
   */
  firstLoadScripts: 6,
  /** The variant of each carousel photo that a 390 px phone at DPR 3 downloads, bytes. */
  slideImageBytes: 120_000,
  /**
   * Everything "/" loads before any interaction, bytes. 219.7 KB, then 202.8 KB once the demo
   * video's poster waited for the frame to come near, 154.4 KB without the web font (48 KB).
   */
  homeTotalBytes: 160_000,
}

/** @type {Viewport} The phone the image and total budgets are taken for. */
export const phone = { viewportWidth: 390, dpr: 3, remPx: 16 }

export const homeRoute = "/"
/** Each edition's home page (src/data/routes.ts): the pages with the carousel and its budget. */
export const homeRoutes = [homeRoute, "/fr/"]
export const blogRoute = "/blog/"
export const sampleArticleRoute = "/blog/red-light-therapy-benefits-anti-aging/"

/** @type {string[]} Strings found only in react-slick's code (its track element and its package name). */
export const carouselMarkers = ["slick-track", "react-slick"]

const KiB = 1024

/** @param {string} file */
export const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length
/** @param {string} file */
export const rawBytes = (file) => statSync(file).size

/**
 * The file public/ serves for a same-site URL ("/blog/" → blog/index.html), or null.
 *
 * @param {string} publicDir
 * @param {string} url
 */
export const fileForUrl = (publicDir, url) => {
  if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url)) return null
  return publicFileFor(path.resolve(publicDir), url) ?? null
}

/**
 * @param {string} publicDir
 * @param {string} url
 * @param {string} what
 */
const requireFile = (publicDir, url, what) => {
  const file = fileForUrl(publicDir, url)
  if (!file) throw new Error(`${what} ${url} is not in ${publicDir}`)
  return file
}

/**
 * @param {string} publicDir
 * @param {string} route
 */
const readRoute = (publicDir, route) => {
  const file = requireFile(publicDir, route, "Page")
  return { file, document: parseHtml(readFileSync(file, "utf8")) }
}

/** @param {HTMLElement} element */
const isInsideNoscript = (element) => {
  for (let node = element.parentNode; node; node = node.parentNode) {
    if (node.rawTagName?.toLowerCase() === "noscript") return true
  }
  return false
}

/**
 * The values of one attribute on some elements, skipping elements without it.
 *
 * @param {HTMLElement[]} elements
 * @param {string} name
 * @returns {string[]}
 */
const attributeValues = (elements, name) =>
  elements.flatMap((element) => element.getAttribute(name) ?? [])

/**
 * `srcset` → [{ url, width }] for `w` descriptors.
 *
 * @param {string} srcset
 * @returns {SrcsetCandidate[]}
 */
export const parseSrcset = (srcset) =>
  srcset
    .split(",")
    .map((candidate) => candidate.trim())
    .filter(Boolean)
    .map((candidate) => {
      const match = /^(\S+)\s+(\d+)w$/.exec(candidate)
      if (!match)
        throw new Error(`Unsupported srcset candidate "${candidate}" (expected "url 123w")`)
      return { url: match[1], width: Number(match[2]) }
    })

/**
 * A CSS length from `sizes` in CSS px: px, rem, vw and calc() sums of them.
 *
 * @param {string} value
 * @param {Omit<Viewport, "dpr">} viewport
 * @returns {number}
 */
export const cssLength = (value, { viewportWidth, remPx }) => {
  const text = value.trim()
  const calc = /^calc\((.*)\)$/.exec(text)
  if (calc) {
    const terms = calc[1].trim().split(/\s+([+-])\s+/)
    let total = cssLength(terms[0], { viewportWidth, remPx })
    for (let i = 1; i < terms.length; i += 2) {
      const term = cssLength(terms[i + 1], { viewportWidth, remPx })
      total = terms[i] === "+" ? total + term : total - term
    }
    return total
  }
  const match = /^(-?\d*\.?\d+)(px|rem|vw)$/.exec(text)
  if (!match) throw new Error(`Unsupported length "${value}" in sizes`)
  const number = Number(match[1])
  if (match[2] === "px") return number
  if (match[2] === "rem") return number * remPx
  return (number * viewportWidth) / 100
}

/**
 * @param {string} condition
 * @param {Viewport} viewport
 */
const mediaMatches = (condition, viewport) =>
  condition.split(/\s+and\s+/).every((feature) => {
    const match = /^\(\s*(min|max)-width\s*:\s*([^)]+)\)$/.exec(feature.trim())
    if (!match) throw new Error(`Unsupported media condition "${condition}" in sizes`)
    const width = cssLength(match[2], viewport)
    return match[1] === "min" ? viewport.viewportWidth >= width : viewport.viewportWidth <= width
  })

/**
 * The slot width in CSS px that `sizes` gives at a viewport: the first entry whose media matches.
 *
 * @param {string} sizes
 * @param {Viewport} [viewport]
 */
export const slotWidth = (sizes, viewport = phone) => {
  const entries = sizes.split(/,(?![^(]*\))/).map((entry) => entry.trim())
  for (const entry of entries) {
    const media = /^(\(.*\))\s+(\S+)$/.exec(entry)
    if (!media) return cssLength(entry, viewport)
    if (mediaMatches(media[1], viewport)) return cssLength(media[2], viewport)
  }
  throw new Error(`sizes "${sizes}" has no entry for a ${viewport.viewportWidth}px viewport`)
}

/**
 * What a browser picks: the smallest candidate at least `devicePx` wide, else the largest.
 *
 * @param {SrcsetCandidate[]} candidates
 * @param {number} devicePx
 */
export const pickCandidate = (candidates, devicePx) => {
  const byWidth = [...candidates].sort((a, b) => a.width - b.width)
  return byWidth.find((candidate) => candidate.width >= devicePx) ?? byWidth[byWidth.length - 1]
}

/** @param {string} route */
const pageDataUrl = (route) =>
  `/page-data${route === "/" ? "/index" : route.replace(/\/$/, "")}/page-data.json`

/**
 * @param {string} file
 * @returns {unknown}
 */
const readJson = (file) => JSON.parse(readFileSync(file, "utf8"))

/**
 * The parts of webpack.stats.json and page-data.json read here.
 *
 * @typedef {{ namedChunkGroups?: Record<string, { assets: (string | { name: string })[] }> }} WebpackStats
 * @typedef {{ componentChunkName: string, staticQueryHashes?: string[] }} PageData
 */

/**
 * The JavaScript files of a page's component chunk group (the component chunk, commons and the
 * shared chunks it needs), from webpack.stats.json. Gatsby does not put them in the HTML: its
 * runtime reads the page's componentChunkName from page-data.json and loads the whole group
 * before it hydrates, so they are first-load JavaScript all the same.
 *
 * @param {string} publicDir
 * @param {string} route
 */
const componentChunkScripts = (publicDir, route) => {
  const pageData = /** @type {PageData} */ (
    readJson(requireFile(publicDir, pageDataUrl(route), `Page data of ${route}`))
  )
  return chunkGroupScripts(publicDir, pageData.componentChunkName)
}

/**
 * The .js files of one named webpack chunk group (webpack.stats.json's namedChunkGroups).
 *
 * @param {string} publicDir
 * @param {string} name
 */
const chunkGroupScripts = (publicDir, name) => {
  const stats = /** @type {WebpackStats} */ (
    readJson(requireFile(publicDir, "/webpack.stats.json", "webpack.stats.json"))
  )
  const group = stats.namedChunkGroups?.[name]
  if (!group) throw new Error(`webpack.stats.json has no chunk group ${name}`)
  return group.assets
    .map((asset) => (typeof asset === "string" ? asset : asset.name))
    .filter((name) => name.endsWith(".js"))
    .map((name) => `/${name}`)
}

/**
 * @param {string} publicDir
 * @param {string} url
 * @param {string} owner what loads it, for the error message when the file is missing
 * @returns {ScriptSize}
 */
const scriptSize = (publicDir, url, owner) => {
  const file = requireFile(publicDir, url, `Script of ${owner}`)
  const code = readFileSync(file, "utf8")
  return {
    url,
    gzipBytes: gzipBytes(file),
    carouselCode: carouselMarkers.filter((marker) => code.includes(marker)),
  }
}

/**
 * The JavaScript a page loads before it is interactive: every <script src> (Gatsby emits
 * webpack-runtime, framework and app as async scripts), any script preloads, and the page's
 * component chunk group (the component chunk, commons and shared chunks). Each file with its
 * gzip size and the react-slick markers it contains.
 *
 * @param {string} publicDir
 * @param {string} route
 * @returns {ScriptSize[]}
 */
export const firstLoadScripts = (publicDir, route) => {
  const { document } = readRoute(publicDir, route)
  const urls = [
    ...attributeValues(document.querySelectorAll("script[src]"), "src"),
    ...attributeValues(
      document.querySelectorAll('link[rel="preload"][as="script"], link[rel="modulepreload"]'),
      "href",
    ),
    ...componentChunkScripts(publicDir, route),
  ]
  return [...new Set(urls.map((url) => url.split(/[?#]/)[0]))].map((url) =>
    scriptSize(publicDir, url, route),
  )
}

/**
 * @param {string} publicDir
 * @param {string} route
 * @returns {RouteJavaScript}
 */
export const routeJavaScript = (publicDir, route) => {
  const scripts = firstLoadScripts(publicDir, route)
  const bytes = scripts.reduce((sum, script) => sum + script.gzipBytes, 0)
  return { route, scripts, gzipBytes: bytes, kib: bytes / KiB }
}

/**
 * Each carousel slide's AVIF <source> (live markup, not the <noscript> copy) on "/".
 *
 * @param {HTMLElement} document
 */
const carouselSources = (document) => {
  const carousel = document.querySelector('[aria-roledescription="carousel"]')
  if (!carousel)
    throw new Error('The home page has no element with aria-roledescription="carousel"')
  const slides = carousel.querySelectorAll('[aria-roledescription="slide"]')
  return slides.map((slide, index) => {
    const source = slide
      .querySelectorAll('source[type="image/avif"]')
      .find((element) => !isInsideNoscript(element))
    const img = slide
      .querySelectorAll("img")
      .find((element) => !isInsideNoscript(element) && element.getAttribute("alt"))
    const srcset = source?.getAttribute("srcset") ?? source?.getAttribute("data-srcset")
    const sizes = source?.getAttribute("sizes") ?? img?.getAttribute("sizes")
    if (!srcset || !sizes)
      throw new Error(`Carousel slide ${index + 1} has no AVIF srcset with sizes`)
    return { index, alt: img?.getAttribute("alt") ?? `slide ${index + 1}`, srcset, sizes }
  })
}

/**
 * The AVIF variant a 390 px phone at DPR 3 downloads for each carousel slide.
 *
 * @param {string} publicDir
 * @param {Viewport} [viewport]
 * @returns {CarouselVariant[]}
 */
export const carouselVariants = (publicDir, viewport = phone) => {
  const { document } = readRoute(publicDir, homeRoute)
  return carouselSources(document).map(({ index, alt, srcset, sizes }) => {
    const slotPx = slotWidth(sizes, viewport)
    const devicePx = Math.ceil(slotPx * viewport.dpr)
    const chosen = pickCandidate(parseSrcset(srcset), devicePx)
    const file = requireFile(publicDir, chosen.url, `Carousel image ${index + 1}`)
    return {
      index,
      alt,
      sizes,
      slotPx,
      devicePx,
      url: chosen.url,
      width: chosen.width,
      bytes: rawBytes(file),
    }
  })
}

/**
 * @param {string} name
 * @param {string} why
 * @param {string} publicDir
 * @param {string} url
 * @param {Encoding} encoding
 * @returns {LoadTerm}
 */
const term = (name, why, publicDir, url, encoding) => {
  const file = requireFile(publicDir, url, name)
  return {
    term: name,
    why,
    url,
    encoding,
    bytes: encoding === "gzip" ? gzipBytes(file) : rawBytes(file),
  }
}

/**
 * Gatsby's loader fetches these JSON files while it hydrates the page.
 *
 * @param {string} publicDir
 * @param {string} route
 */
const hydrationData = (publicDir, route) => {
  const pageData = pageDataUrl(route)
  const { staticQueryHashes = [] } = /** @type {PageData} */ (
    readJson(requireFile(publicDir, pageData, "Page data"))
  )
  return [
    pageData,
    "/page-data/app-data.json",
    ...staticQueryHashes.map((hash) => `/page-data/sq/d/${hash}.json`),
  ].filter((url) => fileForUrl(publicDir, url))
}

/**
 * One gzip term per script.
 *
 * @param {ScriptSize[]} scripts
 * @param {string} name
 * @param {string} why
 * @returns {LoadTerm[]}
 */
const scriptTerms = (scripts, name, why) =>
  scripts.map(({ url, gzipBytes: bytes }) => ({
    term: name,
    why,
    url,
    encoding: "gzip",
    bytes,
  }))

/**
 * The same-origin font files that the @font-face rules of these <style> elements point to.
 *
 * @param {HTMLElement[]} styles
 */
const fontFaceUrls = (styles) => [
  ...new Set(
    styles.flatMap((style) =>
      [...style.textContent.matchAll(/@font-face\s*\{[^}]*?url\(["']?(\/[^"')]+)["']?\)/g)].map(
        ([, url]) => url,
      ),
    ),
  ),
]

/**
 * Every byte "/" transfers before any interaction on a 390 px phone at DPR 3, one term per request:
 *
 * - the HTML document (gzip);
 * - each first-load script (gzip);
 * - each <link rel=stylesheet> (gzip; Gatsby inlines its CSS, so usually none);
 * - each web font of the page's @font-face rules (raw: woff2 is already compressed). None today:
 *   the pages use the system's fonts (src/styles/theme.ts);
 * - each eagerly loaded <img> outside the carousel (none today: the logo is drawn inline; gzip for
 *   SVG, raw otherwise). Images with loading="lazy" and data: URIs cost nothing up front;
 * - each <video poster>, which browsers fetch at once even when the video has preload="none";
 * - the first carousel photo: the AVIF variant the phone picks (the other slides are lazy);
 * - the favicon (<link rel=icon>), which browsers request with the page. The manifest and
 *   apple-touch icons are only fetched on install or when pinned, so they are not counted;
 * - the page-data, app-data and static-query JSON that Gatsby fetches while hydrating (gzip).
 *
 * @param {string} publicDir
 * @param {Viewport} [viewport]
 * @returns {HomeLoad}
 */
export const homeLoadBytes = (publicDir, viewport = phone) => {
  const { file, document } = readRoute(publicDir, homeRoute)
  /** @param {string} selector */
  const live = (selector) =>
    document.querySelectorAll(selector).filter((element) => !isInsideNoscript(element))
  /**
   * @param {string} url
   * @returns {Encoding}
   */
  const textOrRaw = (url) =>
    /\.(svg|js|css|json|html|txt|xml)$/i.test(url.split(/[?#]/)[0]) ? "gzip" : "raw"
  const carousel = document.querySelector('[aria-roledescription="carousel"]')
  /** @param {HTMLElement} element */
  const inCarousel = (element) =>
    Boolean(carousel && carousel.querySelectorAll("img").includes(element))

  /** @type {LoadTerm[]} */
  const terms = [
    { term: "HTML", why: "the document", url: homeRoute, encoding: "gzip", bytes: gzipBytes(file) },
    ...scriptTerms(firstLoadScripts(publicDir, homeRoute), "script", "first-load JavaScript"),
    ...attributeValues(live('link[rel="stylesheet"]'), "href").map((href) =>
      term("stylesheet", "<link rel=stylesheet>", publicDir, href, "gzip"),
    ),
    ...fontFaceUrls(live("style")).map((url) =>
      term("font", "@font-face, fetched at first use", publicDir, url, "raw"),
    ),
    ...attributeValues(
      live("img[src]").filter((img) => !inCarousel(img) && img.getAttribute("loading") !== "lazy"),
      "src",
    )
      .filter((src) => !src.startsWith("data:"))
      .map((src) => term("image", "eager <img>", publicDir, src, textOrRaw(src))),
    ...attributeValues(live("video[poster]"), "poster").map((poster) =>
      term("poster", "<video poster>", publicDir, poster, "raw"),
    ),
  ]
  const [firstSlide] = carouselVariants(publicDir, viewport)
  if (firstSlide) {
    terms.push({
      term: "carousel photo",
      why: `slide 1 AVIF ${firstSlide.width}w for ${viewport.viewportWidth}px@${viewport.dpr}x`,
      url: firstSlide.url,
      encoding: "raw",
      bytes: firstSlide.bytes,
    })
  }
  const [favicon] = attributeValues(live('link[rel~="icon"]'), "href")
  if (favicon) terms.push(term("favicon", "<link rel=icon>", publicDir, favicon, "raw"))
  for (const url of hydrationData(publicDir, homeRoute)) {
    terms.push(term("page data", "fetched by Gatsby while hydrating", publicDir, url, "gzip"))
  }
  // A URL requested twice is fetched once.
  const unique = terms.filter(
    (item, index) => terms.findIndex((other) => other.url === item.url) === index,
  )
  return { terms: unique, bytes: unique.reduce((sum, item) => sum + item.bytes, 0) }
}

/**
 * All the numbers at once: "/" and the blog routes (by default "/blog/" and one article).
 *
 * @param {{ publicDir?: string, blogRoutes?: string[] }} [options]
 * @returns {BudgetReport}
 */
export const measureBudgets = ({
  publicDir = path.join(ROOT, "public"),
  blogRoutes = [blogRoute, sampleArticleRoute],
} = {}) => ({
  limits,
  phone,
  javascript: [...new Set([homeRoute, ...blogRoutes])].map((route) =>
    routeJavaScript(publicDir, route),
  ),
  carousel: carouselVariants(publicDir),
  homeLoad: homeLoadBytes(publicDir),
})

/** @param {number} bytes */
const kib = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`
/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`

/**
 * Markdown tables of the budgets, the same lines the test and the perf report print.
 *
 * @param {BudgetReport} report
 */
export const formatBudgets = (report) => {
  const { limits: goal } = report
  const js = report.javascript.map(({ route, gzipBytes: bytes, scripts }) => {
    const limit = homeRoutes.includes(route) ? `≤ ${goal.homeJsKiB} KiB` : `≤ ${goal.blogJsKiB} KiB`
    const slick = scripts.some((script) => script.carouselCode.length > 0) ? "yes" : "no"
    return `| ${route} | ${scripts.length} | ${kib(bytes)} | ${limit} | ${slick} |`
  })
  const images = report.carousel.map(
    (slide) =>
      `| ${slide.index + 1} | ${slide.slotPx}px × ${report.phone.dpr} = ${slide.devicePx}px | ${slide.width}w | ${kb(slide.bytes)} | ≤ ${kb(goal.slideImageBytes)} |`,
  )
  const total = report.homeLoad.terms.map(
    (item) => `| ${item.term} | ${item.url} | ${item.encoding} | ${kb(item.bytes)} |`,
  )
  return [
    "First-load JavaScript (gzip)",
    "",
    "| Route | Scripts | Size | Budget | react-slick |",
    "| --- | ---: | ---: | --- | --- |",
    ...js,
    "",
    `Carousel AVIF variant for ${report.phone.viewportWidth}px at DPR ${report.phone.dpr}`,
    "",
    "| Slide | Device px | Variant | Size | Budget |",
    "| ---: | --- | ---: | ---: | --- |",
    ...images,
    "",
    `Bytes "/" loads before any interaction: ${kb(report.homeLoad.bytes)} (budget ${kb(goal.homeTotalBytes)})`,
    "",
    "| Term | URL | Encoding | Size |",
    "| --- | --- | --- | ---: |",
    ...total,
    `| **total** | | | **${kb(report.homeLoad.bytes)}** |`,
  ].join("\n")
}

const main = () => {
  const { values } = parseArgs({
    options: {
      dir: { type: "string", default: path.join(ROOT, "public") },
      // Blog routes to measure; by default "/blog/" and one article.
      route: { type: "string", multiple: true },
      json: { type: "boolean", default: false },
    },
  })
  const report = measureBudgets({ publicDir: path.resolve(values.dir), blogRoutes: values.route })
  const table = formatBudgets(report)
  console.log(values.json ? JSON.stringify({ ...report, table }) : table)
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  try {
    main()
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
