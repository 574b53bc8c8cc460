/**
 * Every page of both editions, the not-found pages included: the header leads to the edition's
 * blog, and the document title carries the brand (issue 14).
 */
import { expect, test } from "@playwright/test"
import { uiCopy } from "../../src/data/ui-copy"
import { localizedRoutes } from "../../src/data/routes"
import { brand, socialLinks } from "../../src/data/site"
import { siteRoutes } from "../support/routes"

for (const { path, locale } of siteRoutes) {
  const { blogLink } = uiCopy[locale].layoutCopy
  test(`${path} has a ${blogLink} link in its header and the brand in its title`, async ({
    page,
  }) => {
    await page.goto(path)
    const blog = page.getByRole("banner").getByRole("link", { name: blogLink, exact: true })
    await expect(blog).toBeVisible()
    await expect(blog).toHaveAttribute("href", localizedRoutes[locale].blog)
    await expect(page).toHaveTitle(new RegExp(`\\b${brand.name}\\b`))
  })
}

test("the header's Blog link opens the blog index", async ({ page }) => {
  await page.goto("/privacy/")
  await page.getByRole("banner").getByRole("link", { name: "Blog", exact: true }).click()
  await expect(page).toHaveURL(/\/blog\/$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Skincare Science & Technology Blog",
  )
})

test.describe("the header's social icons as the page streams in", () => {
  // The browser may paint while the parser is inside the last icon's link, before its <svg>: the
  // icons already there must stand where they will stay (an empty link sat on its line's
  // baseline, the row grew 7.6 px taller and the first icon moved 3.8 px when the rest arrived).
  // The server HTML alone, as a slow connection paints it.
  test.use({ javaScriptEnabled: false })
  // Layout alone: the desktop project covers every width, the phone one would repeat it.
  test.skip(({ isMobile }) => isMobile, "the widths are set by the test")

  for (const width of [320, 768, 1280]) {
    test(`at ${width} px the first icon stays put while the last one's image is missing`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto("/")
      const icons = page.getByRole("banner").getByRole("link", {
        name: new RegExp(`^(${socialLinks.map(({ label }) => label).join("|")}) `),
      })
      await expect(icons).toHaveCount(socialLinks.length)
      const firstIconTop = () =>
        icons.first().evaluate((link) => link.querySelector("svg")?.getBoundingClientRect().top)
      const whole = await firstIconTop()

      // The last link as painted with only its start tag parsed.
      await icons.last().evaluate((link) => link.replaceChildren())
      expect(await firstIconTop()).toBe(whole)
    })
  }
})
