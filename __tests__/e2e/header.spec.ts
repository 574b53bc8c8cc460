/**
 * The header: its Blog link opens the blog, its social icons stand still as the page streams in,
 * and on phones every link is whole on screen. That every page's header shows the blog link at both
 * widths, and its title the brand, is checked in every-page.spec.ts.
 */
import { expect, test } from "@playwright/test"
import { socialLinks } from "../../src/data/site"
import { oneOfEachKind } from "../support/routes"
import { gotoHydrated } from "./support"

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

// Phone only ("@mobile"): layout at widths the test sets, which the desktop project would repeat.
test.describe("the header on phones", { tag: "@mobile" }, () => {
  // The widths most phones have: at 360 to 390 px the French header's Pinterest icon
  // ended at x = 398, off the screen, and the English one at 376. The header is fixed, so a link
  // past the edge does not widen the page: each link's box is checked, and the page's width too.
  const phoneWidths = [320, 360, 375, 390, 414, 430]
  // Each edition's home page and its first article (an edition's header is the same on every page).
  const pages = oneOfEachKind.filter(({ kind }) => kind === "home" || kind === "article")

  for (const { path } of pages) {
    test(`${path}: every header link whole on screen, in one row, at phone widths`, async ({
      page,
    }) => {
      await gotoHydrated(page, path)
      const bar = page.getByRole("banner")
      const links = bar.getByRole("link")
      // The logo, the blog, the other edition and the social networks, all shown.
      await expect(links).toHaveCount(3 + socialLinks.length)
      const problems: string[] = []
      for (const width of phoneWidths) {
        await page.setViewportSize({ width, height: 800 })
        const row = await bar.boundingBox()
        for (const link of await links.all()) {
          const name = (await link.getAttribute("aria-label")) ?? (await link.innerText())
          const box = await link.boundingBox()
          if (!box || !row) {
            problems.push(`${width} px: "${name}" is not shown`)
            continue
          }
          const [left, right] = [box.x, box.x + box.width].map((x) => Math.round(x * 10) / 10)
          if (box.x < 0 || box.x + box.width > width) {
            problems.push(`${width} px: "${name}" spans x = ${left}–${right}`)
          }
          if (box.y < row.y || box.y + box.height > row.y + row.height) {
            problems.push(`${width} px: "${name}" leaves the bar's row (y = ${box.y})`)
          }
          // WCAG 2.2's minimum target size (2.5.8).
          if (box.width < 24 || box.height < 24) {
            problems.push(`${width} px: "${name}" is ${box.width} × ${box.height} px`)
          }
        }
        const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth)
        if (pageWidth > width) problems.push(`${width} px: the page is ${pageWidth} px wide`)
      }
      expect(problems).toEqual([])
    })
  }
})
