/**
 * The browser takes over the server-rendered HTML without repairing it: when the client render
 * disagrees with the HTML, React throws the server's content away and renders it again, which
 * costs main-thread time (Total Blocking Time) and can flash content. Text and element changes
 * are recorded from before hydration starts until the browser is idle after it, so the parts that
 * hydrate later (HydrateLater boundaries) are covered too; style and attribute changes that
 * scripts make on purpose (the carousel's track) are not.
 *
 * Desktop only ("@desktop"): what React renders does not depend on the screen's width (the layout
 * is CSS media queries; no component reads the viewport while rendering), so a mismatch would show
 * at any width.
 */
import { expect, test } from "@playwright/test"
import { allRoutes, gotoHydrated } from "./support"

type Recorder = { changes: string[]; watchingBeforeHydration: boolean; stopped: boolean }

for (const route of allRoutes) {
  test(
    `${route} hydrates without changing the server HTML`,
    { tag: "@desktop" },
    async ({ page }) => {
      await page.addInitScript(() => {
        const recorder: Recorder = { changes: [], watchingBeforeHydration: false, stopped: false }
        ;(window as unknown as { __recorder: Recorder }).__recorder = recorder
        const describe = (node: Node) =>
          node.nodeType === Node.TEXT_NODE
            ? `"${(node.textContent ?? "").slice(0, 40)}"`
            : `<${node.nodeName.toLowerCase()}>`
        const observer = new MutationObserver((records) => {
          if (recorder.stopped) return
          for (const record of records) {
            const where = describe(record.target)
            if (record.type === "characterData") recorder.changes.push(`text changed in ${where}`)
            for (const node of record.removedNodes)
              recorder.changes.push(`${describe(node)} removed from ${where}`)
            for (const node of record.addedNodes) {
              // The demo video is created on purpose when its frame comes near the viewport, which
              // on a desktop screen is at once (src/components/home/demo-video.tsx).
              if (node.nodeName === "VIDEO" && record.removedNodes.length === 0) continue
              recorder.changes.push(`${describe(node)} added to ${where}`)
            }
          }
        })
        document.addEventListener("DOMContentLoaded", () => {
          recorder.watchingBeforeHydration = !document.documentElement.dataset.hydrated
          const root = document.getElementById("___gatsby")
          if (root) observer.observe(root, { childList: true, subtree: true, characterData: true })
        })
      })
      // The demo video's spinner goes once the video loads, on purpose: keep the video from
      // loading, so only hydration can change the page while it is watched.
      await page.route("**/*.mp4", (request) => request.abort())
      await page.goto(route)
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
      // The root is hydrated; the deferred boundaries follow in slices, one task after another.
      // An idle period comes only once no slice is left to run.
      const recorder = await page.evaluate(
        () =>
          new Promise<Recorder>((resolve) =>
            requestIdleCallback(() =>
              requestIdleCallback(() => {
                const recorded = (window as unknown as { __recorder: Recorder }).__recorder
                recorded.stopped = true
                resolve(recorded)
              }),
            ),
          ),
      )
      expect(recorder.watchingBeforeHydration).toBe(true)
      expect(recorder.changes).toEqual([])
    },
  )
}

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
