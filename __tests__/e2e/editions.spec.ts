/**
 * The two editions in a real browser: the header's language switch leads to the same
 * page in the other language (on one page of each kind here; where every page's switch points is
 * checked in its HTML by __tests__/build/editions.test.ts), and each edition's unknown paths answer
 * 404 with that edition's own not-found page.
 * Where the switch leads is the same at any width, so most pages are checked on the desktop only
 * ("@desktop"). The header is laid out differently on a phone, so the home pages check that the
 * switch shows and answers at both widths (every page has the same header). The 404s do not
 * depend on the screen.
 */
import { expect, test } from "@playwright/test"
import { messages } from "../../src/data/messages"
import { localeSettings, otherLocale } from "../../src/data/locale"
import { localizedRoutes } from "../../src/data/routes"
import { notFoundLogPrefix } from "../../src/data/ui"
import { readArticles } from "../support/articles"
import { oneOfEachKind, siteRoutes, unknownPaths } from "../support/routes"
import { gotoHydrated } from "./support"

/** The same page in the other edition; an unknown path leads to the other edition's home. */
const twinOf = (path: string): string => {
  const route = siteRoutes.find((r) => r.path === path)
  if (!route) throw new Error(`${path} is not in the route list`)
  const to = otherLocale(route.locale)
  const from = localizedRoutes[route.locale]
  if (route.kind === "unknown") {
    return path.startsWith(from.blog) ? localizedRoutes[to].blog : localizedRoutes[to].home
  }
  if (route.kind === "article") {
    const french = readArticles("fr")
    const article =
      route.locale === "fr"
        ? french.find(({ slug }) => from.article(slug) === path)?.englishSlug
        : french.find(({ englishSlug }) => from.article(englishSlug) === path)?.slug
    if (!article) throw new Error(`${path} has no twin article`)
    return localizedRoutes[to].article(article)
  }
  return localizedRoutes[to][route.kind]
}

for (const { path, locale, kind } of oneOfEachKind) {
  const other = localeSettings[otherLocale(locale)]
  const widths = kind === "home" ? {} : { tag: "@desktop" }
  test(
    `${path}: the language switch leads to the same page in ${other.name}`,
    widths,
    async ({ page }) => {
      await gotoHydrated(page, path)
      await expect(page.locator("html")).toHaveAttribute("lang", localeSettings[locale].lang)
      const toggle = page
        .getByRole("banner")
        .getByRole("link", { name: `${other.abbreviation} ${other.name}` })
      await expect(toggle).toBeVisible()
      await expect(toggle).toHaveAttribute("hreflang", other.lang)
      await expect(toggle).toHaveAttribute("lang", other.lang)
      await toggle.click()
      await expect(page).toHaveURL(new RegExp(`${twinOf(path).replace(/\//g, "\\/")}$`))
      await expect(page.locator("html")).toHaveAttribute("lang", other.lang)
    },
  )
}

test.describe("the French edition's unknown paths", { tag: "@desktop" }, () => {
  const { notFoundCopy } = messages.fr.ui
  const { blogNotFoundCopy } = messages.fr.blog

  test("an unknown /fr/ path answers 404 with the French 404 page and logs the path", async ({
    page,
  }) => {
    const lines: string[] = []
    page.on("console", (message) => {
      if (message.type() === "error") lines.push(message.text())
    })
    const response = await page.goto(unknownPaths.fr.page, { waitUntil: "networkidle" })
    expect(response?.status()).toBe(404)
    await expect(page.getByText(notFoundCopy.code, { exact: true })).toBeVisible()
    await expect(page.getByRole("heading", { name: notFoundCopy.heading })).toBeVisible()
    await expect(page.getByRole("link", { name: notFoundCopy.homeLink })).toHaveAttribute(
      "href",
      localizedRoutes.fr.home,
    )
    expect(lines).toContain(`${notFoundLogPrefix} ${unknownPaths.fr.page}`)
  })

  test("an unknown /fr/blogue/ slug answers 404 with 'article not found' in French", async ({
    page,
  }) => {
    const response = await page.goto(unknownPaths.fr.article, { waitUntil: "networkidle" })
    expect(response?.status()).toBe(404)
    await expect(page.getByRole("heading", { name: blogNotFoundCopy.heading })).toBeVisible()
    await expect(page.getByRole("link", { name: blogNotFoundCopy.linkText })).toHaveAttribute(
      "href",
      localizedRoutes.fr.blog,
    )
  })
})
