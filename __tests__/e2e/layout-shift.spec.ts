import { expect, test, type Page } from "@playwright/test"
import { siteRoutes } from "../support/routes"
import { gotoHydrated, layoutShifts, nextFrame, recordLayoutShifts, topOnScreen } from "./support"

// The long pages, where a jump to the end lays out everything on the way at once (content-
// visibility: auto once made this shift the footer): each edition's home, blog, privacy page and
// every article.
const longPages = siteRoutes
  .filter(({ kind }) => ["home", "blog", "article", "privacy"].includes(kind))
  .map(({ path }) => path)

const homePages = siteRoutes.filter(({ kind }) => kind === "home").map(({ path }) => path)

/**
 * One jump to the end, as the End key, a fling or a Tab to the last links does: every block on
 * the way is laid out at once. Nothing may shift, and the footer must stay where the jump left it.
 * A block that shrank as it rendered once made the page shorter than the spot jumped to, so the
 * browser pulled the scroll back and the screen moved under the visitor's finger; Chromium reports
 * no layout shift for that, so the footer's place is compared too.
 */
const expectJumpToEndHoldsStill = async (page: Page) => {
  const footer = page.getByRole("contentinfo")
  // Read in the same task as the jump: where the footer lands before anything near it renders.
  const landed = await footer.evaluate((element) => {
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" })
    return element.getBoundingClientRect().top
  })
  await nextFrame(page)
  await nextFrame(page)
  await page.waitForLoadState("networkidle")
  await nextFrame(page)
  expect(await layoutShifts(page)).toEqual([])
  const settled = await topOnScreen(footer)
  // Within a pixel: layout rounds fractional heights differently once a block has rendered.
  expect(Math.abs(settled - landed)).toBeLessThanOrEqual(1)
}

for (const path of longPages) {
  test(`${path}: a jump to the end of the page moves nothing on screen`, async ({ page }) => {
    await recordLayoutShifts(page)
    await gotoHydrated(page, path)
    await expectJumpToEndHoldsStill(page)
  })
}

// The home sections hold an estimated height until they render (renderWhenNear); they are at
// their tallest on the narrowest phone and just at the md breakpoint, where the estimate changes.
for (const path of homePages) {
  for (const width of [320, 768]) {
    test(`${path} at ${width} px wide: a jump to the end of the page moves nothing on screen`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      await recordLayoutShifts(page)
      await gotoHydrated(page, path)
      await expectJumpToEndHoldsStill(page)
    })
  }
}
