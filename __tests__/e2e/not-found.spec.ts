/**
 * Unknown routes answer 404 with the site's 404 page and log the path once (spec §2, §8). That no
 * page logs any other console error or warning is checked on every page in every-page.spec.ts.
 * Desktop only ("@desktop"): the status and the log line do not depend on the screen.
 */
import { expect, test } from "@playwright/test"
import { recordConsole } from "./support"

const logPrefix = "404 Error: User attempted to access non-existent route:"

test.describe("an unknown route", { tag: "@desktop" }, () => {
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
    const notFoundLines = () =>
      lines
        .filter(({ text }) => text.startsWith(logPrefix))
        .map(({ type, text }) => ({ type, text }))
    const once = [{ type: "error", text: `${logPrefix} /no-such-page/` }]
    // The page logs it once its content has hydrated, which a busy machine reaches after the
    // network has gone quiet (it failed so in CI); then a frame later it is still the only one.
    await expect.poll(notFoundLines).toEqual(once)
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))))
    expect(notFoundLines()).toEqual(once)
  })
})
