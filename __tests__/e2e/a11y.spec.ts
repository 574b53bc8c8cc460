/**
 * axe-core finds no violations of WCAG 2.x A/AA or its best practices on the home page with an FAQ
 * item open, at 390 px (project "mobile") and 1280 px (project "desktop"); every page as it opens
 * is checked in every-page.spec.ts. And the check can fail.
 */
import * as buyEn from "../../src/data/business-copy"
import { repositoryRegister } from "../support/register"
import { axeViolations, gotoHydrated } from "./support"
import * as homeCopy from "../../src/data/home"
import { faqItemsFor } from "../../src/lib/faq-items"
import { expect, test, type Page } from "@playwright/test"

/** What recordClicks keeps on the page's window. */
type ClickLog = { lastClick?: string }

/** Keeps where the last click landed and on what, for a failure message. */
const recordClicks = (page: Page) =>
  page.evaluate(() => {
    document.addEventListener(
      "click",
      (event) => {
        const target = event.target as Element
        const lastClick = `(${event.clientX}, ${event.clientY}) on <${target.nodeName.toLowerCase()}> "${target.textContent?.slice(0, 60)}"`
        Object.assign(window, { lastClick } satisfies ClickLog)
      },
      { capture: true },
    )
  })

/** The last click's point and target, the open <details>' questions, the URL and the scroll. */
const whatTheClickDid = (page: Page) =>
  page.evaluate(() => {
    const open = [...document.querySelectorAll("details[open] > summary")].map(
      (summary) => summary.textContent,
    )
    return [
      `last click: ${(window as ClickLog).lastClick ?? "none"}`,
      `open FAQ items: ${open.join(" | ") || "none"}`,
      `at ${location.pathname}, scrollY ${window.scrollY}`,
    ].join("\n")
  })

// The check itself can fail: an image without a text alternative, planted in a page, is reported.
test("axe reports a planted violation", { tag: "@desktop" }, async ({ page }) => {
  await page.goto("/privacy/", { waitUntil: "networkidle" })
  await page.evaluate(() => {
    const image = document.createElement("img")
    image.src = "/favicon-32x32.png"
    document.querySelector("main")?.append(image)
  })
  expect((await axeViolations(page)).join("\n")).toMatch(/^image-alt: /m)
})

test("/ has no axe violations with the first FAQ item open", async ({ page }) => {
  await gotoHydrated(page, "/")
  await page.waitForLoadState("networkidle")
  const faq = page.getByRole("region", { name: "Frequently Asked Questions" })
  const [first] = faqItemsFor(homeCopy.faqItems, buyEn.businessCopy, repositoryRegister, "en")
  await recordClicks(page)
  await faq.getByText(first.question, { exact: true }).click()
  try {
    await expect(faq.getByText(first.answer, { exact: true })).toBeVisible()
  } catch (error) {
    // This has failed once in CI under load and never on its own; say what the click did.
    throw new Error(`${(error as Error).message}\n${await whatTheClickDid(page)}`)
  }
  await page.waitForLoadState("networkidle")
  expect(await axeViolations(page)).toEqual([])
})
