/**
 * Layout shift on the long pages, at both widths: the heights the pages hold before their blocks
 * render depend on the width. The tests that set their own widths run on the desktop only
 * ("@desktop"): the phone project would repeat them.
 */
import { test, type Page } from "@playwright/test"
import { repositoryRegister } from "../support/register"
import * as homeEn from "../../src/data/home"
import * as homeFr from "../../src/data/fr/home"
import { faqItemsFor } from "../../src/lib/faq-items"
import { localizedRoutes } from "../../src/data/routes"
import { siteRoutes } from "../support/routes"
import {
  expectHeldWhereItLanded,
  gotoHydrated,
  holdIdleRendering,
  jumpAndRead,
  recordLayoutShifts,
  renderedWhole,
  settleAfterJump,
} from "./support"

// The long pages, where a jump to the end lays out everything on the way at once (content-
// visibility: auto once made this shift the footer): each edition's home, blog, privacy page and
// every article.
const longPages = siteRoutes
  .filter(({ kind }) => ["home", "blog", "article", "privacy"].includes(kind))
  .map(({ path }) => path)

const homePages = siteRoutes.filter(({ kind }) => kind === "home").map(({ path }) => path)

/**
 * One jump to the end, as the End key, a fling or a Tab to the last links does, before the page
 * has had the idle time to render what its first load deferred: every block on the way is laid
 * out at once. Nothing may shift, and the footer must stay where the jump left it.
 */
const expectJumpToEndHoldsStill = async (page: Page) => {
  const footer = page.getByRole("contentinfo")
  const landed = await jumpAndRead(footer, "end")
  await settleAfterJump(page)
  await expectHeldWhereItLanded(page, footer, landed)
}

for (const path of longPages) {
  test(`${path}: a jump to the end of the page moves nothing on screen`, async ({ page }) => {
    await holdIdleRendering(page)
    await recordLayoutShifts(page)
    await gotoHydrated(page, path)
    await expectJumpToEndHoldsStill(page)
  })
}

// The home sections hold an estimated height until they render (renderWhenNear); they are at
// their tallest on the narrowest phone and just at the md breakpoint, where the estimate changes.
for (const path of homePages) {
  for (const width of [320, 768]) {
    test(
      `${path} at ${width} px wide: a jump to the end of the page moves nothing on screen`,
      { tag: "@desktop" },
      async ({ page }) => {
        await page.setViewportSize({ width, height: 800 })
        await holdIdleRendering(page)
        await recordLayoutShifts(page)
        await gotoHydrated(page, path)
        await expectJumpToEndHoldsStill(page)
      },
    )
  }
}

// Each edition's home page with its FAQ's heading and first question.
const faqs = [
  { path: localizedRoutes.en.home, locale: "en", copy: homeEn },
  { path: localizedRoutes.fr.home, locale: "fr", copy: homeFr },
] as const

/**
 * A jump to the FAQ's first question, as a Tab or a click from afar makes, once the page has gone
 * idle after its first load and rendered what it deferred (src/lib/render-rest-when-idle.ts). The
 * question must stay where it landed, so that a tap aimed at it opens it, without the browser's
 * help: scroll anchoring is turned off, as Safari has none and as it once failed to act in CI,
 * where the routine above the FAQ still held its estimate and shrank as it rendered, the page got
 * shorter than the spot, and the tap opened nothing.
 */
// Layout alone: the desktop project covers every width, the phone one would repeat it.
test.describe("a jump to the FAQ", { tag: "@desktop" }, () => {
  for (const { path, locale, copy } of faqs) {
    for (const width of [320, 390, 768, 1280]) {
      test(`${path} at ${width} px wide: the first question stays where the jump put it, even without scroll anchoring`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 800 })
        await recordLayoutShifts(page)
        await gotoHydrated(page, path)
        await renderedWhole(page)
        await page.evaluate(() => {
          document.documentElement.style.overflowAnchor = "none"
          document.body.style.overflowAnchor = "none"
        })
        const faq = page.getByRole("region", { name: copy.faqCopy.heading })
        const question = faq.getByText(faqItemsFor(copy, repositoryRegister, locale)[0].question, {
          exact: true,
        })
        const landed = await jumpAndRead(question, "centre")
        await settleAfterJump(page)
        await expectHeldWhereItLanded(page, question, landed)
      })
    }
  }
})
