// axe runs on every page, these included, in every-page.spec.ts, at both widths.
// Desktop only ("@desktop"): what the pages say, where their links lead and the 404s are the same
// at any width, and the 70ch cap on the reading measure can only be reached on a wide screen.
// At both widths: the return to the paragraph left, as the page's height depends on the width.
import { expect, test } from "@playwright/test"
import type { Page } from "@playwright/test"
import { articleCopy, blogIndexCopy, blogNotFoundCopy } from "../../src/data/blog"
import { routes } from "../../src/data/routes"
import { layoutCopy } from "../../src/data/ui"
import { formatMessage } from "../../src/lib/format-message"
import { blogSettings, listingUrl } from "../../src/data/site"
import { readArticles, type ArticleSource } from "../support/articles"
import { articleSlugs, recordConsole, gotoHydrated, readDownTo, topOnScreen } from "./support"

// Titles and dates come from the articles' frontmatter, so rewording an article breaks nothing.
const articles = readArticles()
const findArticle = (predicate: (article: ArticleSource) => boolean): ArticleSource => {
  const found = articles.find(predicate)
  if (!found) throw new Error("content/blog needs the featured article and one more")
  return found
}
const featured = findArticle(({ slug }) => slug === blogSettings.featuredSlug)
const other = findArticle(({ slug }) => slug !== blogSettings.featuredSlug)
/** The en-CA long date ("November 10, 2026"), as Intl writes it. */
const longDate = (isoDate: string) =>
  new Intl.DateTimeFormat("en-CA", { dateStyle: "long", timeZone: "UTC" }).format(new Date(isoDate))

const cards = (page: Page) =>
  page
    .getByRole("region", { name: blogIndexCopy.allHeading })
    .getByRole("list")
    .first()
    .locator(":scope > li")

test.describe("Blog index", { tag: "@desktop" }, () => {
  test("shows the heading, the featured article and every article", async ({ page }) => {
    const problems = recordConsole(page)
    await gotoHydrated(page, routes.blog)

    await expect(page).toHaveTitle(blogIndexCopy.seoTitle)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(blogIndexCopy.heading)

    const featuredCard = page.getByRole("region", { name: blogIndexCopy.featuredHeading })
    await expect(featuredCard.getByText(blogIndexCopy.featuredBadge, { exact: true })).toBeVisible()
    await expect(featuredCard.getByText(blogIndexCopy.newBadge, { exact: true })).toBeVisible()
    await expect(featuredCard.getByRole("heading", { level: 2 })).toHaveText(featured.title)

    await expect(cards(page)).toHaveCount(articleSlugs.length)
    for (const card of await cards(page).all()) {
      await expect(
        card.getByRole("list", { name: articleCopy.tagsLabel }).getByRole("listitem"),
      ).toHaveCount(2)
    }
    expect(problems).toEqual([])
  })

  test("opens an article from its 'Read Article' link", async ({ page }) => {
    await gotoHydrated(page, routes.blog)
    const card = cards(page).filter({ hasText: other.title })
    const link = card.getByRole("link", { name: new RegExp(`^${articleCopy.readArticle}`) })
    await expect(link).toHaveAccessibleName(`${articleCopy.readArticle} about ${other.title}`)

    await link.click()

    await expect(page).toHaveURL(routes.article(other.slug))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(other.title)
    await expect(page).toHaveTitle(formatMessage(articleCopy.seoTitle, { title: other.title }))
    // The head is rewritten in the browser (the blog's head was the server's): one canonical
    // link, the article's.
    const canonical = page.locator('head link[rel="canonical"]')
    await expect(canonical).toHaveCount(1)
    await expect(canonical).toHaveAttribute("href", new RegExp(`${routes.article(other.slug)}$`))
  })
})

test.describe("Article page", () => {
  test(
    "has the breadcrumb, byline, date and a way back to the blog",
    { tag: "@desktop" },
    async ({ page }) => {
      const problems = recordConsole(page)
      await gotoHydrated(page, routes.article(featured.slug))

      await expect(page).toHaveTitle(formatMessage(articleCopy.seoTitle, { title: featured.title }))
      const breadcrumb = page.getByRole("navigation", { name: articleCopy.breadcrumbLabel })
      await expect(breadcrumb.getByRole("link", { name: articleCopy.home })).toHaveAttribute(
        "href",
        routes.home,
      )
      await expect(breadcrumb.getByRole("link", { name: articleCopy.blog })).toHaveAttribute(
        "href",
        routes.blog,
      )
      await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(featured.title)

      // The publication date first, then the last update's.
      await expect(page.locator("time").first()).toHaveAttribute("datetime", featured.date)
      await expect(page.locator("time").first()).toHaveText(longDate(featured.date))

      await page.getByRole("link", { name: articleCopy.backToBlog }).click()
      await expect(page).toHaveURL(routes.blog)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(blogIndexCopy.heading)
      expect(problems).toEqual([])
    },
  )

  test(
    "opens the listing from the article in a new tab without an opener",
    { tag: "@desktop" },
    async ({ page }) => {
      await gotoHydrated(page, routes.article(featured.slug))
      const listing = page.getByRole("article").getByRole("link", { name: /on Amazon\.ca/ })
      await expect(listing).toHaveCount(1)
      await expect(listing).toHaveAttribute("href", listingUrl)
      await expect(listing).toHaveAttribute("target", "_blank")
      await expect(listing).toHaveAttribute("rel", "noopener noreferrer")
    },
  )

  test("a link from far down the article opens the next page at its top, and going back returns to the paragraph left, both at once", async ({
    page,
  }) => {
    await gotoHydrated(page, routes.article(featured.slug))
    const lastHeading = page.getByRole("article").getByRole("heading", { level: 2 }).last()
    const leftAt = await readDownTo(page, lastHeading)

    // Read as soon as the new page shows, with no waiting: a scroll that slid there would still be
    // on its way.
    await page.getByRole("banner").getByRole("link", { name: layoutCopy.blogLink }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(blogIndexCopy.heading)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await page.goBack()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(featured.title)
    expect(await topOnScreen(lastHeading)).toBeCloseTo(leftAt, 0)
  })

  test(
    "keeps the body to a reading measure of at most 70ch",
    { tag: "@desktop" },
    async ({ page }) => {
      await gotoHydrated(page, routes.article(featured.slug))
      // The body's longest paragraph fills the column, whatever the article says.
      const widthInCh = await page.getByRole("article").evaluate((article) => {
        const [element] = Array.from(article.querySelectorAll("p")).sort(
          (a, b) => (b.textContent ?? "").length - (a.textContent ?? "").length,
        )
        // 1ch is the width of "0" in the element's own font.
        const probe = document.createElement("span")
        probe.textContent = "0".repeat(100)
        probe.style.whiteSpace = "nowrap"
        element.append(probe)
        const ch = probe.getBoundingClientRect().width / 100
        probe.remove()
        return element.getBoundingClientRect().width / ch
      })
      expect(widthInCh).toBeLessThanOrEqual(70.5)
      expect(widthInCh).toBeGreaterThan(30)
    },
  )
})

test.describe("Unknown article", { tag: "@desktop" }, () => {
  const unknown = "/blog/no-such-post/"

  test("answers 404 with 'Blog Post Not Found' and a link back to the blog", async ({ page }) => {
    const response = await gotoHydrated(page, unknown)
    expect(response?.status()).toBe(404)
    await expect(page).toHaveURL(unknown)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(blogNotFoundCopy.heading)

    await page.getByRole("link", { name: blogNotFoundCopy.linkText }).click()
    await expect(page).toHaveURL(routes.blog)
  })

  test("shows 'Blog Post Not Found' after client-side navigation, keeping the URL", async ({
    page,
  }) => {
    await gotoHydrated(page, routes.blog)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(blogIndexCopy.heading)
    // Gatsby's own router, as a <Link> to a mistyped slug would use it.
    await page.evaluate((path) => {
      const gatsbyWindow = window as unknown as { ___navigate: (to: string) => void }
      gatsbyWindow.___navigate(path)
    }, unknown)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(blogNotFoundCopy.heading)
    await expect(page).toHaveURL(unknown)
  })
})
