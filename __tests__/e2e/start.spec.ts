/**
 * How a page starts in the browser: Gatsby's runtime asks for the page's data, then for its
 * scripts, then evaluates them and hydrates in the task they arrive in. Main-thread work that has
 * to happen anyway is done in the idle gap while the data is on its way, not in that task.
 */
import { expect, test } from "@playwright/test"
import { articleSlugs, gotoHydrated } from "./support"

/** What had happened when the page first touched sessionStorage. */
type FirstTouch = { pageDataAsked: boolean; pageScriptLoaded: boolean }
type Probe = Window & { firstTouch?: FirstTouch; pageDataAsked?: boolean }

for (const route of ["/", "/blog/", `/blog/${articleSlugs[0]}/`]) {
  test(`${route} opens sessionStorage while its data is on the way, before its scripts arrive`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const probe = window as Probe
      probe.pageDataAsked = false
      const open = XMLHttpRequest.prototype.open
      XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
        if (String(args[1]).includes("/page-data.json")) probe.pageDataAsked = true
        return Reflect.apply(open, this, args) as void
      }
      const storage = Object.getOwnPropertyDescriptor(window, "sessionStorage")
      Object.defineProperty(window, "sessionStorage", {
        configurable: true,
        get() {
          probe.firstTouch ??= {
            pageDataAsked: probe.pageDataAsked ?? false,
            pageScriptLoaded: performance
              .getEntriesByType("resource")
              .some(({ name }) => name.includes("/component---")),
          }
          return storage?.get?.call(window) as Storage
        },
      })
    })
    await gotoHydrated(page, route)
    // Gatsby's runtime itself first used it once the page's scripts had loaded, in the task that
    // runs them and starts hydration (src/lib/open-session-storage.ts).
    expect(await page.evaluate(() => (window as Probe).firstTouch)).toEqual({
      pageDataAsked: true,
      pageScriptLoaded: false,
    })
  })
}
