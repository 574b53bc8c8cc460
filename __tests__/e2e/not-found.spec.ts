/**
 * Unknown routes answer 404 with the site's 404 page and log the path once (spec §2, §8), and no
 * page of the site logs any other console error or warning.
 * Desktop only ("@desktop"): the status, the log line and the console do not depend on the
 * screen. What does (a hydration that differs at one breakpoint, an image variant for a phone's
 * pixel ratio) is checked at both widths by hydration.spec.ts and on every srcset in the build's
 * links test (__tests__/build/links.test.ts).
 */
import { expect, test, type Page } from "@playwright/test"
import { allRoutes, gotoHydrated, nextFrame, unknownRoutes } from "./support"

const logPrefix = "404 Error: User attempted to access non-existent route:"

const routes = allRoutes

type ConsoleLine = { type: string; text: string; url: string }

/** Every console error and warning, and every uncaught exception, from the moment it is called. */
const recordConsole = (page: Page): ConsoleLine[] => {
  const lines: ConsoleLine[] = []
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning")
      lines.push({ type: message.type(), text: message.text(), url: message.location().url })
  })
  page.on("pageerror", (error) => lines.push({ type: "pageerror", text: error.message, url: "" }))
  return lines
}

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

/**
 * Chromium logs every 404 response as a console error. On an unknown route three are the 404 at
 * work, not faults: the document itself (the status the spec asks for) and the two requests
 * Gatsby's loader makes to learn that the path has no page (its page-data.json, then the path
 * without its trailing slash). Any other failed request still counts.
 */
const isExpectedNotFound = (line: ConsoleLine, route: string) => {
  if (!unknownRoutes.includes(route) || !line.text.includes("status of 404")) return false
  const { pathname } = new URL(line.url)
  const bare = route.replace(/\/$/, "")
  return [route, bare, `/page-data${bare}/page-data.json`].includes(pathname)
}

/**
 * Scrolls to the bottom a screen at a time, so lazy images, the video and every block rendered
 * when near load and render as for a reader; then waits for the network to go quiet and for the
 * browser to be idle, so what the last screens set off has run.
 */
const scrollThrough = async (page: Page) => {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y)
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)))
    }
  })
  await page.waitForLoadState("networkidle")
  await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 2_000 })))
  await nextFrame(page)
}

for (const route of routes) {
  test(`${route} logs no other console error or warning`, { tag: "@desktop" }, async ({ page }) => {
    const lines = recordConsole(page)
    // From the start until the page has hydrated and its late islands work: a slow machine can
    // go quiet on the network before that, and a warning of hydration would come after.
    await gotoHydrated(page, route)
    await scrollThrough(page)
    const others = lines.filter(
      (line) => !line.text.startsWith(logPrefix) && !isExpectedNotFound(line, route),
    )
    expect(others).toEqual([])
  })
}
