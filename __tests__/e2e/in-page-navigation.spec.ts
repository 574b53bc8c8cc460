/**
 * Moving within a page keeps the page as the server sent it. Following the skip link (Tab, then
 * Enter: the keyboard's main path) or any same-page #fragment link changes the router's location;
 * the page must answer without rendering anything again: the server's heading element is still
 * the one on the page, and nothing is logged. The language switch reaches the twin page cleanly.
 * Runs at one width (@mobile, where the keyboard path starts on the same skip link): nothing
 * here depends on the layout.
 */
import { expect, test, type Page } from "@playwright/test"
import { recordConsole, gotoHydrated } from "./support"

const routes = [
  { path: "/", twin: "/fr/", switchName: /^FR/ },
  { path: "/blog/red-light-therapy-benefits-anti-aging/", twin: null, switchName: null },
  { path: "/fr/", twin: "/", switchName: /^EN/ },
]

/** Marks the server's <h1> so a test can tell whether it is still the same element. */
const markHeading = (page: Page) =>
  page.getByRole("heading", { level: 1 }).evaluate((h1) => {
    h1.setAttribute("data-served", "")
  })

const servedHeadingIsThere = (page: Page) =>
  page.evaluate(() => document.querySelector("h1")?.hasAttribute("data-served") ?? false)

test.describe("moving within a page", { tag: "@mobile" }, () => {
  for (const { path, twin, switchName } of routes) {
    test(`${path}: the skip link moves focus to the content and keeps the page as served`, async ({
      page,
    }) => {
      const problems = recordConsole(page)
      await gotoHydrated(page, path)
      await markHeading(page)
      await page.keyboard.press("Tab")
      await expect(page.locator(":focus")).toHaveAttribute("href", "#main")
      await page.keyboard.press("Enter")
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, "\\/")}#main$`))
      await page.waitForLoadState("networkidle")
      expect(await servedHeadingIsThere(page)).toBe(true)
      expect(problems).toEqual([])
    })

    test(`${path}: a same-page #fragment link keeps the page as served`, async ({ page }) => {
      const problems = recordConsole(page)
      await gotoHydrated(page, path)
      await markHeading(page)
      // A plain link to a fragment of this page, as an author's table of contents would add.
      await page.evaluate(() => {
        const link = document.createElement("a")
        link.href = "#main"
        link.textContent = "Back to the content"
        document.body.append(link)
      })
      await page.getByRole("link", { name: "Back to the content" }).click()
      await expect(page).toHaveURL(/#main$/)
      await page.waitForLoadState("networkidle")
      expect(await servedHeadingIsThere(page)).toBe(true)
      expect(problems).toEqual([])
    })

    if (twin && switchName) {
      test(`${path}: the language switch reaches ${twin} with nothing logged`, async ({ page }) => {
        const problems = recordConsole(page)
        await gotoHydrated(page, path)
        await page.getByRole("banner").getByRole("link", { name: switchName }).click()
        await expect(page).toHaveURL(twin)
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
        await page.waitForLoadState("networkidle")
        expect(problems).toEqual([])
      })
    }
  }
})
