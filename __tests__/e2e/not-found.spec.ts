/**
 * Unknown routes answer 404 with the site's 404 page and log the path once (spec §2, §8), and no
 * page of the site logs any other console error or warning.
 */
import { expect, test, type Page } from "@playwright/test"

const logPrefix = "404 Error: User attempted to access non-existent route:"

const articleSlugs = [
  "red-light-therapy-benefits-anti-aging",
  "ems-facial-technology-jawline-sculpting",
  "led-light-therapy-colors-skin-benefits",
  "wrinkle-reduction-pore-minimizing-techniques",
  "inflammation-redness-cooling-therapy-benefits",
]

const routes = [
  "/",
  "/blog/",
  ...articleSlugs.map((slug) => `/blog/${slug}/`),
  "/privacy/",
  "/subscribed/",
  "/no-such-page/",
  "/blog/no-such-post/",
]

type ConsoleLine = { type: string; text: string }

/** Every console error and warning, and every uncaught exception, from the moment it is called. */
const recordConsole = (page: Page): ConsoleLine[] => {
  const lines: ConsoleLine[] = []
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning")
      lines.push({ type: message.type(), text: message.text() })
  })
  page.on("pageerror", (error) => lines.push({ type: "pageerror", text: error.message }))
  return lines
}

test.describe("an unknown route", () => {
  test("answers 404 with '404', 'Oops! Page not found' and a 'Return to Home' link", async ({
    page,
  }) => {
    const response = await page.goto("/no-such-page/", { waitUntil: "networkidle" })
    expect(response?.status()).toBe(404)
    await expect(page.getByText("404", { exact: true })).toBeVisible()
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible()
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/")
  })

  test("logs exactly one '404 Error: User attempted to access non-existent route:' line with the path", async ({
    page,
  }) => {
    const lines = recordConsole(page)
    await page.goto("/no-such-page/", { waitUntil: "networkidle" })
    const notFoundLines = lines.filter(({ text }) => text.startsWith(logPrefix))
    expect(notFoundLines).toEqual([{ type: "error", text: `${logPrefix} /no-such-page/` }])
  })
})

for (const route of routes) {
  test(`${route} logs no other console error or warning`, async ({ page }) => {
    const lines = recordConsole(page)
    await page.goto(route, { waitUntil: "networkidle" })
    // Scrolling brings in the lazy parts (images, video) so their errors would show up too.
    await page.mouse.wheel(0, 20_000)
    await page.waitForLoadState("networkidle")
    const others = lines.filter(({ text }) => !text.startsWith(logPrefix))
    expect(others).toEqual([])
  })
}
