/**
 * Emotion's styles survive hydration whole. Whether hydration changes the server HTML is checked
 * on every page in every-page.spec.ts.
 *
 * Desktop only ("@desktop"): the rules a page's components insert do not depend on the screen's
 * width (the layout is CSS media queries, in the same rules at any width).
 */
import { expect, test } from "@playwright/test"
import { gotoHydrated } from "./support"

// Emotion's browser cache takes over the rules the server wrote into <head> (the data-emotion
// attribute, src/styles/emotion-cache.ts): once the page and its late-hydrating parts have
// hydrated, no style rule is in the document twice, and the server's rules are still there.
for (const route of ["/", "/blog/", "/blog/red-light-therapy-benefits-anti-aging/"]) {
  test(
    `${route} keeps each style rule once after hydrating`,
    { tag: "@desktop" },
    async ({ page }) => {
      await gotoHydrated(page, route)
      const rules = await page.evaluate(() =>
        Array.from(document.styleSheets).flatMap((sheet) =>
          Array.from(sheet.cssRules).map((rule) => rule.cssText),
        ),
      )
      const repeated = rules.filter((rule, index) => rules.indexOf(rule) !== index)
      expect(rules.length).toBeGreaterThan(50)
      expect(repeated).toEqual([])
    },
  )
}
