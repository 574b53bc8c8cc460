/**
 * Unknown routes answer 404 with the site's 404 page and log the path once, and the
 * French edition's with its own pages, in French. That no page logs any other console error or
 * warning is checked on every page in every-page.spec.ts.
 * Desktop only ("@desktop"): the status and the log line do not depend on the screen.
 */
import { expect, test } from "@playwright/test"
import { messages } from "../../src/data/messages"
import { localizedRoutes } from "../../src/data/routes"
import { notFoundLogPrefix } from "../../src/data/ui"
import { unknownPaths } from "../support/routes"
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

test.describe("the French edition's unknown paths", { tag: "@desktop" }, () => {
  const { notFoundCopy } = messages.fr.ui
  const { blogNotFoundCopy } = messages.fr.blog

  test("an unknown /fr/ path answers 404 with the French 404 page and logs the path", async ({
    page,
  }) => {
    const lines = recordConsole(page)
    const response = await page.goto(unknownPaths.fr.page, { waitUntil: "networkidle" })
    expect(response?.status()).toBe(404)
    await expect(page.getByText(notFoundCopy.code, { exact: true })).toBeVisible()
    await expect(page.getByRole("heading", { name: notFoundCopy.heading })).toBeVisible()
    await expect(page.getByRole("link", { name: notFoundCopy.homeLink })).toHaveAttribute(
      "href",
      localizedRoutes.fr.home,
    )
    // Logged once the content has hydrated, which can come after the network is quiet (above).
    await expect
      .poll(() => lines.map(({ type, text }) => `${type} ${text}`))
      .toContain(`error ${notFoundLogPrefix} ${unknownPaths.fr.page}`)
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
