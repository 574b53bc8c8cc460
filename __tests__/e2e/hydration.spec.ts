/**
 * The browser takes over the server-rendered HTML without repairing it: when the client render
 * disagrees with the HTML, Preact patches the DOM during hydration, which costs main-thread time
 * (Total Blocking Time) and can flash content. Text and element changes made while hydrating
 * are recorded; style and attribute changes that scripts make on purpose (the carousel's track,
 * gatsby-plugin-image's fade-in) are not.
 */
import { expect, test } from "@playwright/test"
import { allRoutes } from "./support"

type Recorder = { changes: string[]; watchingBeforeHydration: boolean }

for (const route of allRoutes) {
  test(`${route} hydrates without changing the server HTML`, async ({ page }) => {
    await page.addInitScript(() => {
      const recorder: Recorder = { changes: [], watchingBeforeHydration: false }
      ;(window as unknown as { __recorder: Recorder }).__recorder = recorder
      const describe = (node: Node) =>
        node.nodeType === Node.TEXT_NODE
          ? `"${(node.textContent ?? "").slice(0, 40)}"`
          : `<${node.nodeName.toLowerCase()}>`
      const observer = new MutationObserver((records) => {
        if (document.documentElement.dataset.hydrated) return
        for (const record of records) {
          const where = describe(record.target)
          if (record.type === "characterData") recorder.changes.push(`text changed in ${where}`)
          for (const node of record.removedNodes)
            recorder.changes.push(`${describe(node)} removed from ${where}`)
          for (const node of record.addedNodes)
            recorder.changes.push(`${describe(node)} added to ${where}`)
        }
      })
      document.addEventListener("DOMContentLoaded", () => {
        recorder.watchingBeforeHydration = !document.documentElement.dataset.hydrated
        const root = document.getElementById("___gatsby")
        if (root) observer.observe(root, { childList: true, subtree: true, characterData: true })
      })
    })
    await page.goto(route)
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
    const recorder = await page.evaluate(
      () => (window as unknown as { __recorder: Recorder }).__recorder,
    )
    expect(recorder.watchingBeforeHydration).toBe(true)
    expect(recorder.changes).toEqual([])
  })
}
