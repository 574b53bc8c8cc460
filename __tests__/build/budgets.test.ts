/**
 * Byte budgets from the build output: deterministic file sizes, never timings. The
 * limits are scripts/lib/budget-limits.ts; scripts/lib/budgets.ts measures the build.
 */
import { readdirSync } from "fs"
import { measureBudgets } from "../../scripts/lib/budgets"
import { siteRoutes } from "../support/routes"
import { parsePage, publicDir, readPage } from "./support"

const KiB = 1024
/** Every page of both editions from the one route list: the home pages, and all the others. */
const pages = siteRoutes.filter(({ kind }) => kind !== "unknown")
const homeRoutes = pages.filter(({ kind }) => kind === "home").map(({ path }) => path)
const otherRoutes = pages.filter(({ kind }) => kind !== "home").map(({ path }) => path)

const report = measureBudgets(publicDir, [...homeRoutes, ...otherRoutes])

const javascriptOf = (route: string) => {
  const measured = report.javascript.find((entry) => entry.route === route)
  if (!measured) throw new Error(`No JavaScript measured for ${route}`)
  return measured
}

const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`

beforeAll(() => {
  console.log(report.table)
})

describe("first-load JavaScript", () => {
  const home = javascriptOf("/")

  it("of / counts Gatsby's webpack-runtime, framework, app and the page's component chunk", () => {
    const urls = home.scripts.map(({ url }) => url).join("\n")
    expect(urls).toMatch(/\/webpack-runtime-[^/]*\.js/)
    expect(urls).toMatch(/\/framework-[^/]*\.js/)
    expect(urls).toMatch(/\/app-[^/]*\.js/)
    expect(urls).toMatch(/\/component---src-pages-index-tsx-[^/]*\.js/)
  })

  it.each(homeRoutes)(`of %s is at most ${report.limits.homeJsKiB} KiB gzip`, (route) => {
    const { gzipBytes } = javascriptOf(route)
    console.log(
      `${route} first-load JavaScript: ${kib(gzipBytes)} (budget ${report.limits.homeJsKiB} KiB)`,
    )
    expect(gzipBytes).toBeLessThanOrEqual(report.limits.homeJsKiB * KiB)
  })

  it.each(otherRoutes)(`of %s is at most ${report.limits.blogJsKiB} KiB gzip`, (route) => {
    expect(javascriptOf(route).gzipBytes).toBeLessThanOrEqual(report.limits.blogJsKiB * KiB)
  })

  it.each([...homeRoutes, ...otherRoutes])(
    `of %s comes in at most ${report.limits.firstLoadScripts} scripts`,
    (route) => {
      expect(javascriptOf(route).scripts.length).toBeLessThanOrEqual(report.limits.firstLoadScripts)
    },
  )

  // react-slick is in the home pages' own scripts (their carousel), and on no other page.
  it.each(otherRoutes)("of %s contains no carousel (react-slick) code", (route) => {
    const withSlick = javascriptOf(route)
      .scripts.filter(({ carouselCode }) => carouselCode.length > 0)
      .map(({ url, carouselCode }) => `${url} contains ${carouselCode.join(", ")}`)
    expect(withSlick).toEqual([])
  })
})

describe("the carousel's code", () => {
  // slick-carousel's stylesheet would be a request after the first paint, then a style
  // recalculation of the whole page. The slider's layout rules are the carousel's own styles.
  it.each(homeRoutes)("has its slider layout in the server HTML of %s", (route) => {
    const styles = parsePage(route)
      .querySelectorAll("style")
      .map((style) => style.textContent)
    expect(styles.filter((css) => /\.slick-track\{[^}]*display:flex/.test(css))).toHaveLength(1)
  })
})

it("emits no stylesheet file: every page's rules come with its HTML", () => {
  expect(readdirSync(publicDir).filter((file) => file.endsWith(".css"))).toEqual([])
})

describe("the carousel photos on a 390 px phone at DPR 3", () => {
  it("are nine slides, each with a WebP srcset", () => {
    expect(report.carousel).toHaveLength(9)
  })

  it.each(report.carousel.map((slide) => [slide.index + 1, slide]))(
    `slide %i downloads a WebP variant of at most ${report.limits.slideImageBytes / 1000} KB`,
    (_, slide) => {
      expect(slide.url).toMatch(/\.webp$/)
      expect(slide.bytes).toBeLessThanOrEqual(report.limits.slideImageBytes)
    },
  )
})

describe("everything / loads before any interaction", () => {
  it("counts the HTML, the scripts, the first photo and the favicon", () => {
    const terms = report.homeLoad.terms.map(({ term }) => term)
    expect(terms).toEqual(expect.arrayContaining(["HTML", "script", "carousel photo", "favicon"]))
  })

  it(`is at most ${report.limits.homeTotalBytes / 1000} KB`, () => {
    expect(report.homeLoad.bytes).toBeLessThanOrEqual(report.limits.homeTotalBytes)
  })
})

// The pages set their text in the system's UI font (fonts.body in src/styles/theme.ts). A web
// font, even one never shown on a first visit (font-display: optional), is fetched during load,
// doubles the browser's font lookups in the first layout and relayouts the whole page on arrival.
it.each(pages.map(({ path }) => path))("%s declares and loads no web font", (route) => {
  const page = parsePage(route)
  const styles = page.querySelectorAll("style").map((style) => style.textContent)
  expect(styles.filter((css) => /@font-face/i.test(css))).toEqual([])
  expect(page.querySelectorAll('link[rel="preload"][as="font"]')).toHaveLength(0)
})

// The browser builds a separate document for every SVG shown through <img>: 10-25 ms of main
// thread each on a cold load here. The logo in header and footer is drawn inline instead.
it.each(pages.map(({ path }) => path))("%s shows no SVG file through <img>", (route) => {
  const svgImages = parsePage(route)
    .querySelectorAll("img[src]")
    .map((img) => img.getAttribute("src") ?? "")
    .filter((src) => /\.svg([?#]|$)/i.test(src))
  expect(svgImages).toEqual([])
})

// The first <video> a page styles makes Chromium parse the stylesheet of its media controls (125 KB
// of CSS) inside that style pass, controls or not. The home pages create the demo video once its
// frame comes near (src/components/home/demo-video.tsx): their server HTML holds only the
// <noscript> one, which a browser running scripts never parses as markup.
describe("the demo video in the server HTML", () => {
  it.each(homeRoutes)("of %s is the <noscript> one only", (route) => {
    const videos = parsePage(route).querySelectorAll("video")
    expect(videos).toHaveLength(1)
    expect(videos[0].closest("noscript")).not.toBeNull()
  })

  it.each(otherRoutes)("is not in %s", (route) => {
    expect(parsePage(route).querySelectorAll("video")).toHaveLength(0)
  })
})

// gatsby-plugin-image is not registered (gatsby-config.ts), so no page carries its helpers (their
// stylesheet styles .gatsby-image-wrapper), because no page renders <GatsbyImage>. A page that does
// needs the plugin back.
it.each(pages.map(({ path }) => path))(
  "%s carries no gatsby-image helpers and shows no gatsby-image wrapper",
  (route) => {
    const html = readPage(route)
    expect(html).not.toContain("gatsby-image-wrapper")
    expect(html).not.toContain("data-main-image")
  },
)
