import { expect, test } from "@playwright/test"
import { siteRoutes } from "../support/routes"
import { gotoHydrated, layoutShifts, nextFrame, recordLayoutShifts } from "./support"

// The long pages, where a jump to the end lays out everything on the way at once (content-
// visibility: auto once made this shift the footer): each edition's home, blog, privacy page and
// every article.
const longPages = siteRoutes
  .filter(({ kind }) => ["home", "blog", "article", "privacy"].includes(kind))
  .map(({ path }) => path)

for (const path of longPages) {
  test(`${path}: a jump to the end of the page shifts nothing`, async ({ page }) => {
    await recordLayoutShifts(page)
    await gotoHydrated(page, path)
    // One jump, as the End key or a fling does: every block on the way is laid out at once.
    await page.evaluate(() =>
      window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }),
    )
    await nextFrame(page)
    await nextFrame(page)
    await page.waitForLoadState("networkidle")
    await nextFrame(page)
    expect(await layoutShifts(page)).toEqual([])
  })
}
