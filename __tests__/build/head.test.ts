/**
 * The head of every page in the static build: what search engines and social previews
 * read before any JavaScript runs.
 */
import { readFileSync } from "fs"
import type { HTMLElement } from "node-html-parser"
import sharp from "sharp"
import { brand, siteUrl } from "../../src/data/site"
import { homeSeo } from "../../src/data/home"
import { localeSettings, locales } from "../../src/data/locale"
import { localeOfPath, localizedRoutes, unlistedRoutes } from "../../src/data/routes"
import { messages } from "../../src/data/messages"
import { shareImages } from "../../src/components/seo/share-image"
import { sellerGuarantee } from "../../src/business/facts"
import { repositoryRegister } from "../support/register"
import { richResultErrorsByPage, type RichResultIssue } from "../support/rich-results"
import {
  fileForRoute,
  listPages,
  parsePage,
  publicPath,
  readArticles,
  readPage,
  routeOf,
} from "./support"

const pages = listPages()
const articles = readArticles()
const articleRoute = (slug: string) => `/blog/${slug}/`
const frenchArticleRoutes = readArticles("fr").map(({ slug }) => localizedRoutes.fr.article(slug))

/**
 * Every page the build must have: in each edition the routes of docs/spec.md, one per article,
 * and the site's own pages; plus Gatsby's /404.html.
 */
const expectedRoutes = [
  ...locales.flatMap((locale) => {
    const routes = localizedRoutes[locale]
    return [
      routes.home,
      routes.blog,
      ...readArticles(locale).map(({ slug }) => routes.article(slug)),
      routes.blogNotFound,
      routes.privacy,
      ...(sellerGuarantee(repositoryRegister.guarantee) ? [routes.guarantee] : []),
      routes.safety,
      routes.checkInbox,
      routes.subscribed,
      routes.notFound,
    ]
  }),
  "/404.html",
]
const noindexRoutes = [...unlistedRoutes]
const localeOf = (route: string) => localeOfPath(route)
/** Netlify serves /404.html for any unknown path; it is the /404/ page under another name. */
const canonicalRouteOf = (route: string) => (route === "/404.html" ? "/404/" : route)

type JsonLdNode = Record<string, unknown>

const one = (document: HTMLElement, selector: string): HTMLElement => {
  const matches = document.querySelectorAll(selector)
  if (matches.length !== 1)
    throw new Error(`expected exactly one ${selector}, found ${matches.length}`)
  return matches[0]
}

const content = (document: HTMLElement, selector: string): string =>
  one(document, selector).getAttribute("content") ?? ""

const meta = (document: HTMLElement, property: string) =>
  content(document, `meta[property="${property}"]`)

/** Every JSON-LD node on a page, flattening arrays and @graph. */
const jsonLdNodes = (document: HTMLElement): JsonLdNode[] =>
  document.querySelectorAll('script[type="application/ld+json"]').flatMap((script) => {
    const data: unknown = JSON.parse(script.rawText)
    const list = Array.isArray(data) ? data : [data]
    return list.flatMap((node: JsonLdNode) =>
      Array.isArray(node["@graph"]) ? (node["@graph"] as JsonLdNode[]) : [node],
    )
  })

const ofType = (nodes: JsonLdNode[], type: string) => nodes.filter((node) => node["@type"] === type)

let richResults: Record<string, RichResultIssue[]> | undefined
/** Google's rich-result errors on a page: the validator runs once, on every page, at the first ask. */
const richResultErrorsOn = (route: string) =>
  (richResults ??= richResultErrorsByPage(
    Object.fromEntries(pages.map((file) => [routeOf(file), readPage(file)])),
  ))[route]

const urlKeys = new Set(["url", "@id", "item", "image", "logo", "sameAs", "contentUrl"])

/** URL-valued properties anywhere in a JSON-LD tree that are not absolute http(s) URLs. */
const relativeUrls = (value: unknown, key = ""): string[] => {
  if (Array.isArray(value)) return value.flatMap((item) => relativeUrls(item, key))
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([child, item]) => relativeUrls(item, child))
  if (typeof value === "string" && urlKeys.has(key) && !/^https?:\/\//.test(value))
    return [`${key}: ${value}`]
  return []
}

describe("the build", () => {
  it("has exactly the site's pages: in each edition one per article, and no other", () => {
    expect(pages.map(routeOf).sort()).toEqual([...expectedRoutes].sort())
  })
})

describe.each(pages.map((file) => [routeOf(file), file]))("%s (%s)", (route) => {
  const document = parsePage(route)
  const canonical = `${siteUrl}${canonicalRouteOf(route)}`
  const isArticle =
    articles.some(({ slug }) => route === articleRoute(slug)) || frenchArticleRoutes.includes(route)
  const locale = localeOf(route)
  const settings = localeSettings[locale]

  it(`has <html lang="${settings.lang}">`, () => {
    expect(one(document, "html").getAttribute("lang")).toBe(settings.lang)
  })

  it("has exactly one non-empty <title>, with the brand in it", () => {
    expect(one(document, "title").textContent).toMatch(new RegExp(`\\b${brand.name}\\b`))
  })

  const { blogLink } = messages[locale].ui.layoutCopy
  it(`has a ${blogLink} link to its edition's blog in its header`, () => {
    const links = document
      .querySelectorAll("header a")
      .filter((link) => link.textContent.trim() === blogLink)
      .map((link) => link.getAttribute("href"))
    expect(links).toEqual([localizedRoutes[locale].blog])
  })

  it("has exactly one non-empty meta description", () => {
    expect(content(document, 'meta[name="description"]').trim()).not.toBe("")
  })

  it("has exactly one canonical link: absolute https under siteUrl, ending in its route", () => {
    const href = one(document, 'link[rel="canonical"]').getAttribute("href")
    expect(siteUrl).toMatch(/^https:\/\//)
    expect(href).toBe(canonical)
  })

  it(`has the Open Graph tags: title, description, url, type, locale ${settings.ogLocale} and site name`, () => {
    expect(meta(document, "og:title")).toBe(one(document, "title").textContent)
    expect(meta(document, "og:description")).toBe(content(document, 'meta[name="description"]'))
    expect(meta(document, "og:url")).toBe(canonical)
    expect(meta(document, "og:type")).toBe(isArticle ? "article" : "website")
    expect(meta(document, "og:locale")).toBe(settings.ogLocale)
    expect(meta(document, "og:site_name")).toBe(brand.name)
  })

  it("has an absolute og:image declared as 1200×630", () => {
    expect(meta(document, "og:image")).toMatch(new RegExp(`^${siteUrl.replace(/[.]/g, "\\.")}/`))
    expect(meta(document, "og:image:width")).toBe("1200")
    expect(meta(document, "og:image:height")).toBe("630")
  })

  it(`shows the ${settings.lang} share image (${shareImages[locale].path}) to social networks, with its alt text`, () => {
    const image = `${siteUrl}${shareImages[locale].path}`
    const alt = messages[locale].ui.layoutCopy.shareImageAlt
    expect(meta(document, "og:image")).toBe(image)
    expect(content(document, 'meta[name="twitter:image"]')).toBe(image)
    expect(meta(document, "og:image:alt")).toBe(alt)
    expect(content(document, 'meta[name="twitter:image:alt"]')).toBe(alt)
  })

  it("has twitter:card summary_large_image and a theme-color", () => {
    expect(content(document, 'meta[name="twitter:card"]')).toBe("summary_large_image")
    expect(content(document, 'meta[name="theme-color"]')).toBe(brand.themeColor)
  })

  it("has only valid JSON in its JSON-LD scripts, with absolute URLs", () => {
    const scripts = document.querySelectorAll('script[type="application/ld+json"]')
    expect(scripts.length).toBeGreaterThan(0)
    for (const script of scripts) expect(() => JSON.parse(script.rawText)).not.toThrow()
    expect(relativeUrls(jsonLdNodes(document))).toEqual([])
  })

  it("has structured data Google's rich-result rules accept: 0 errors, no rating from another site", () => {
    expect(richResultErrorsOn(route)).toEqual([])
    const nodes = JSON.stringify(jsonLdNodes(document))
    expect(nodes).not.toMatch(/aggregateRating|"Rating"|"Review"/)
    for (const offer of ofType(jsonLdNodes(document), "Product").map((product) => product.offers)) {
      expect(offer).toMatchObject({ price: expect.stringMatching(/^\d+\.\d{2}$/) })
    }
  })

  it("describes the Organization and the WebSite once each", () => {
    const nodes = jsonLdNodes(document)
    expect(ofType(nodes, "Organization")).toHaveLength(1)
    expect(ofType(nodes, "WebSite")).toHaveLength(1)
  })

  const noindex = noindexRoutes.includes(route)
  it(noindex ? 'is marked <meta name="robots" content="noindex">' : "is not marked noindex", () => {
    const robots = document.querySelectorAll('meta[name="robots"]')
    if (noindex) {
      expect(robots).toHaveLength(1)
      expect(robots[0].getAttribute("content")).toBe("noindex")
    } else {
      expect(robots.map((tag) => tag.getAttribute("content"))).not.toContainEqual(
        expect.stringContaining("noindex"),
      )
    }
  })
})

describe("indexable pages", () => {
  const indexable = pages.map(routeOf).filter((route) => !noindexRoutes.includes(route))
  const heads = () =>
    indexable.map((route) => {
      const document = parsePage(route)
      return {
        title: document.querySelector("title")?.textContent,
        description: document.querySelector('meta[name="description"]')?.getAttribute("content"),
      }
    })

  it("each have their own title", () => {
    expect(new Set(heads().map(({ title }) => title)).size).toBe(indexable.length)
  })

  it("each have their own description", () => {
    expect(new Set(heads().map(({ description }) => description)).size).toBe(indexable.length)
  })
})

describe("the home page", () => {
  const document = parsePage("/")
  const nodes = () => jsonLdNodes(document)

  it("has the home title and description", () => {
    expect(one(document, "title").textContent).toBe(homeSeo.title)
    expect(content(document, 'meta[name="description"]')).toBe(homeSeo.description)
    expect(homeSeo.title).toContain("LumaSculpt")
  })

  it("has no Product while its only pictures are the stand-in illustrations", () => {
    // The repository's photos are stand-ins (content/images/stand-ins.json): a Product needs a
    // real photo, so it appears once the owner's photos are in (unit: structured-data.test.ts).
    expect(ofType(nodes(), "Product")).toEqual([])
  })

  it("describes the six FAQ questions as an FAQPage", () => {
    const faq = ofType(nodes(), "FAQPage")
    expect(faq).toHaveLength(1)
    expect(faq[0].mainEntity).toHaveLength(6)
  })
})

describe("the blog index", () => {
  const document = parsePage("/blog/")

  it("is titled 'Blog | LumaSculpt - Red Light Therapy & EMS Technology Insights'", () => {
    expect(one(document, "title").textContent).toBe(
      "Blog | LumaSculpt - Red Light Therapy & EMS Technology Insights",
    )
  })
})

describe.each(articles.map((article) => [article.slug, article]))(
  "the article %s",
  (slug, article) => {
    const route = articleRoute(slug)
    const document = parsePage(route)
    const nodes = () => jsonLdNodes(document)

    it("is titled '{article title} | LumaSculpt Blog'", () => {
      expect(one(document, "title").textContent).toBe(`${article.title} | LumaSculpt Blog`)
    })

    it("has the article's metaDescription as its description", () => {
      expect(content(document, 'meta[name="description"]')).toBe(article.metaDescription)
    })

    it("describes itself as a BlogPosting with headline, date, author and page", () => {
      const posting = ofType(nodes(), "BlogPosting")
      expect(posting).toHaveLength(1)
      expect(posting[0]).toMatchObject({
        headline: article.title,
        description: article.metaDescription,
        datePublished: expect.stringMatching(new RegExp(`^${article.date}`)),
        author: { name: article.author },
        mainEntityOfPage: { "@id": `${siteUrl}${route}` },
      })
      expect(posting[0].image).toBeDefined()
      expect(posting[0].publisher).toBeDefined()
    })

    it("has a BreadcrumbList Home / Blog / title", () => {
      const breadcrumbs = ofType(nodes(), "BreadcrumbList")
      expect(breadcrumbs).toHaveLength(1)
      const items = breadcrumbs[0].itemListElement as JsonLdNode[]
      expect(items.map((item) => item.item)).toEqual([
        `${siteUrl}/`,
        `${siteUrl}/blog/`,
        `${siteUrl}${route}`,
      ])
      expect(items[2].name).toBe(article.title)
    })
  },
)

/** The file in the build a page's og:image points to. */
const shareImageFile = (route: string) =>
  publicPath(fileForRoute(new URL(meta(parsePage(route), "og:image")).pathname))

describe.each(locales.map((locale) => [locale, localizedRoutes[locale].home] as const))(
  "the %s share image",
  (_, home) => {
    it(`is in the build and really measures 1200×630 (from ${home})`, async () => {
      const { width, height } = await sharp(shareImageFile(home)).metadata()
      expect({ width, height }).toEqual({ width: 1200, height: 630 })
    })
  },
)

describe("the French share image", () => {
  it("is its own picture, not the English one with its English words", () => {
    const french = shareImageFile(localizedRoutes.fr.home)
    const english = shareImageFile(localizedRoutes.en.home)
    expect(french).not.toBe(english)
    expect(readFileSync(french).equals(readFileSync(english))).toBe(false)
  })
})
