/**
 * The files crawlers and devices read: sitemap, robots.txt, RSS feed and web manifest.
 */
import { existsSync } from "fs"
import { locales } from "../../src/data/locale"
import { localizedRoutes } from "../../src/data/routes"
import { sellerGuarantee } from "../../src/business/facts"
import { repositoryRegister } from "../support/register"
import { brand, siteUrl } from "../../src/data/site"
import { fileForRoute, publicPath, readArticles, readPublicFile, resolvesInBuild } from "./support"

/** The public routes of both editions, the only ones search engines are told about. */
const publicRoutes = locales.flatMap((locale) => {
  const routes = localizedRoutes[locale]
  return [
    routes.home,
    routes.blog,
    ...readArticles(locale).map(({ slug }) => routes.article(slug)),
    routes.privacy,
    ...(sellerGuarantee(repositoryRegister.guarantee) ? [routes.guarantee] : []),
    routes.safety,
  ]
})

const decodeXml = (text: string) =>
  text
    .replace(/^<!\[CDATA\[([\s\S]*)\]\]>$/, "$1")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&")
    .trim()

/** The text of every <tag> in an XML string (no nesting of the same tag in these files). */
const xmlValues = (xml: string, tag: string): string[] =>
  [...xml.matchAll(new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, "g"))].map(
    ([, value]) => decodeXml(value),
  )

const readIfBuilt = (file: string): string => {
  if (!existsSync(publicPath(file))) throw new Error(`public/${file} is missing from the build`)
  return readPublicFile(file)
}

describe("the sitemap", () => {
  const index = readIfBuilt("sitemap-index.xml")
  const sitemapUrls = xmlValues(index, "loc")

  it("is an index of absolute sitemap URLs under siteUrl", () => {
    expect(sitemapUrls.length).toBeGreaterThan(0)
    for (const url of sitemapUrls)
      expect(url).toMatch(new RegExp(`^${siteUrl}/sitemap-\\d+\\.xml$`))
  })

  it("lists exactly the public routes as absolute URLs: no 404, not-found or thank-you page", () => {
    const listed = sitemapUrls.flatMap((url) =>
      xmlValues(readIfBuilt(fileForRoute(new URL(url).pathname)), "loc"),
    )
    expect([...listed].sort()).toEqual(publicRoutes.map((route) => `${siteUrl}${route}`).sort())
  })
})

describe("robots.txt", () => {
  const robots = () => readIfBuilt("robots.txt")
  const lines = () =>
    robots()
      .split(/\r?\n/)
      .map((line) => line.replace(/#.*/, "").trim())
      .filter(Boolean)

  it("exists", () => {
    expect(existsSync(publicPath("robots.txt"))).toBe(true)
  })

  it("addresses every crawler and disallows nothing but the content editor", () => {
    expect(lines()).toContain("User-agent: *")
    const disallowed = lines().filter((line) => /^disallow:\s*\S/i.test(line))
    expect(disallowed).toEqual(["Disallow: /admin/"])
  })

  it("names the sitemap's absolute URL", () => {
    expect(lines()).toContain(`Sitemap: ${siteUrl}/sitemap-index.xml`)
  })
})

const articles = readArticles()

describe("the RSS feed /rss.xml", () => {
  const feed = readIfBuilt("rss.xml")
  const items = xmlValues(feed, "item")

  it("has one item per article in content/blog", () => {
    expect(items).toHaveLength(articles.length)
  })

  it("links each item to its article with an absolute URL", () => {
    const links = items.map((item) => xmlValues(item, "link")[0])
    expect([...links].sort()).toEqual(articles.map(({ slug }) => `${siteUrl}/blog/${slug}/`).sort())
  })

  it.each(articles.map((article) => [article.slug, article]))(
    "gives %s its title, publication date and description",
    (slug, article) => {
      const item = items.find((entry) => xmlValues(entry, "link")[0] === `${siteUrl}/blog/${slug}/`)
      expect(item).toBeDefined()
      const text = item ?? ""
      expect(xmlValues(text, "title")[0]).toBe(article.title)
      const pubDate = new Date(xmlValues(text, "pubDate")[0])
      expect(Number.isNaN(pubDate.getTime())).toBe(false)
      expect(pubDate.toISOString().slice(0, 10)).toBe(article.date)
      expect(xmlValues(text, "description")[0]).not.toBe("")
    },
  )
})

type ManifestIcon = { src: string; sizes: string; type?: string }
type Manifest = {
  name?: string
  short_name?: string
  icons?: ManifestIcon[]
  theme_color?: string
  background_color?: string
  start_url?: string
}

describe("the web manifest", () => {
  const manifest = JSON.parse(readIfBuilt("manifest.webmanifest")) as Manifest

  it("has a name and a short name", () => {
    expect(manifest.name).toBe(brand.productName)
    expect(manifest.short_name).toBe(brand.name)
  })

  it("has the theme and background colours", () => {
    expect(manifest.theme_color).toBe(brand.themeColor)
    expect(manifest.background_color).toBe(brand.backgroundColor)
  })

  it("has 192 px and 512 px icons, every one of them in the build", () => {
    const icons = manifest.icons ?? []
    expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]))
    const missing = icons.filter(
      (icon) => !resolvesInBuild(new URL(icon.src, `${siteUrl}/`).pathname),
    )
    expect(missing).toEqual([])
  })

  it("starts the installed app on the home page", () => {
    expect(manifest.start_url).toBe("/")
  })
})
