/**
 * Every page of both editions and each edition's unknown paths, at a phone's width (project
 * "mobile", 390 px) and a desktop's ("desktop", 1280 px), in one visit per page and width. A visit
 * checks, in this order, and reports each check on its own (`expect.soft`):
 *
 * 1. hydration (desktop): the browser takes over the server HTML without changing it. When the
 *    client render disagrees with the HTML, React throws the server's content away and renders it
 *    again, which costs main-thread time and can flash content. Text and element changes are
 *    recorded from before hydration starts until the browser is idle after it, so the parts that
 *    hydrate later (the layout's HydrateLater boundaries) are covered too; style and attribute
 *    changes that scripts make on purpose (the carousel's track) are not. Desktop only: what React
 *    renders does not depend on the screen's width (the layout is CSS media queries; no component
 *    reads the viewport while rendering), so a mismatch would show at any width;
 * 2. the header's blog link and the brand in the title, as shown at each width (what every page's
 *    HTML says is checked in the build tests);
 * 3. layout shift, on the long pages (each edition's home, blog, articles and privacy page): a jump
 *    to the end, as the End key, a fling or a Tab to the last links makes, past everything the
 *    page makes when near, moves nothing on screen, and the footer stays where the jump left it;
 * 4. axe-core: no violation of WCAG 2.x A/AA or its best practices, once everything the page makes
 *    when near has rendered, scrolled back to the top;
 * 5. the language switch, on one page of each kind in each edition (where every page's switch
 *    points is checked in its HTML by __tests__/build/editions.test.ts): it names the other
 *    language in that language and leads to the same page in it. Desktop only, but for the home
 *    pages: the header is laid out differently on a phone, and every page has the same header;
 * 6. the console: no error or warning and no uncaught exception from the start to the page the
 *    switch leads to, other than the not-found pages' own (the 404 log line and the 404 responses
 *    that are the 404 at work). On the desktop the page is first read down a screen at a time, so
 *    lazy images, the video and every block rendered when near load and run as for a reader.
 *
 * One visit instead of one per check: each check reads the page at a moment the others leave
 * alone, and the browser tests spend most of their time opening pages (docs/testing.md).
 */
import { expect, test, type Page } from "@playwright/test"
import { localeSettings, otherLocale } from "../../src/data/locale"
import { messages } from "../../src/data/messages"
import { localizedRoutes } from "../../src/data/routes"
import { brand } from "../../src/data/site"
import { notFoundLogPrefix } from "../../src/data/ui"
import { oneOfEachKind, siteRoutes, twinOf } from "../support/routes"
import {
  axeViolations,
  expectHeldWhereItLanded,
  gotoHydrated,
  jumpAndRead,
  nextFrame,
  recordConsole,
  recordLayoutShifts,
  settleAfterJump,
  type ConsoleLine,
} from "./support"

const longPageKinds = new Set(["home", "blog", "article", "privacy", "safety"])

type Recorder = { changes: string[]; watchingBeforeHydration: boolean; stopped: boolean }

/**
 * Before the page loads: records text and element changes under the page's root from
 * DOMContentLoaded (before hydration starts) until `stopRecordingHydration` is called. The demo
 * video's file is held back until then: its spinner goes once the video loads, on purpose, so only
 * hydration can change the page while it is watched.
 */
const recordHydration = async (page: Page) => {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route("**/*.mp4", async (request) => {
    await released
    await request.continue().catch(() => {}) // the page may have closed meanwhile
  })
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
  /**
   * Once the page has hydrated: the deferred boundaries follow in slices, one task after another,
   * and an idle period comes only once no slice is left to run. Stops there, lets the video load
   * and returns what was recorded.
   */
  return async () => {
    const recorded = await page.evaluate(
      () =>
        new Promise<Recorder>((resolve) =>
          requestIdleCallback(() =>
            requestIdleCallback(() => {
              const recorder = (window as unknown as { __recorder: Recorder }).__recorder
              recorder.stopped = true
              resolve(recorder)
            }),
          ),
        ),
    )
    release()
    return recorded
  }
}

/**
 * Chromium logs every 404 response as a console error. On an unknown path three are the 404 at
 * work, not faults: the document itself (the status the spec asks for) and the two requests
 * Gatsby's loader makes to learn that the path has no page (its page-data.json, then the path
 * without its trailing slash). Any other failed request still counts, and so does a 404 log line
 * on a page that exists.
 */
const isTheNotFoundPageAtWork = (line: ConsoleLine, path: string, unknown: boolean) => {
  if (!unknown) return false
  if (line.text === `${notFoundLogPrefix} ${path}`) return true
  if (!line.text.includes("status of 404")) return false
  const { pathname } = new URL(line.url)
  const bare = path.replace(/\/$/, "")
  return [path, bare, `/page-data${bare}/page-data.json`].includes(pathname)
}

/**
 * Reads down the page a screen at a time, a frame at each (the frame is when the browser finds
 * what came near: lazy images, the video, every block rendered when near), then waits for the
 * network to go quiet and for the browser to be idle, so what the screens set off has run.
 */
const readThrough = async (page: Page) => {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y)
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))
    }
  })
  await page.waitForLoadState("networkidle")
  await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 2_000 })))
  await nextFrame(page)
}

for (const route of siteRoutes) {
  const { path, locale, kind } = route
  const unknown = kind === "unknown"
  const longPage = longPageKinds.has(kind)
  const other = localeSettings[otherLocale(locale)]
  const switchesEdition = oneOfEachKind.includes(route)
  const title = [
    `${path} hydrates without changing its HTML (desktop)`,
    "shows its header",
    ...(longPage ? ["holds still after a jump to the end"] : []),
    "passes axe",
    ...(switchesEdition
      ? [`switches to the same page in ${other.name}${kind === "home" ? "" : " (desktop)"}`]
      : []),
    "logs nothing",
  ].join(", ")
  test(title, async ({ page, isMobile }) => {
    const consoleLines = recordConsole(page)
    await recordLayoutShifts(page)
    const stopRecordingHydration = isMobile ? undefined : await recordHydration(page)
    await gotoHydrated(page, path)

    if (stopRecordingHydration) {
      const recorded = await stopRecordingHydration()
      expect.soft(recorded.watchingBeforeHydration, "watching before hydration").toBe(true)
      expect.soft(recorded.changes, "changes to the server HTML while hydrating").toEqual([])
    }

    const { blogLink } = messages[locale].ui.layoutCopy
    const blog = page.getByRole("banner").getByRole("link", { name: blogLink, exact: true })
    await expect.soft(blog).toBeVisible()
    await expect.soft(blog).toHaveAttribute("href", localizedRoutes[locale].blog)
    await expect.soft(page).toHaveTitle(new RegExp(`\\b${brand.name}\\b`))

    if (longPage) {
      const footer = page.getByRole("contentinfo")
      const landed = await jumpAndRead(footer, "end")
      await settleAfterJump(page)
      await expectHeldWhereItLanded(page, footer, landed)
    }

    if (!isMobile) await readThrough(page)
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }))
    await nextFrame(page)
    expect.soft(await axeViolations(page), "axe violations").toEqual([])

    if (switchesEdition && (kind === "home" || !isMobile)) {
      await expect.soft(page.locator("html")).toHaveAttribute("lang", localeSettings[locale].lang)
      const toggle = page
        .getByRole("banner")
        .getByRole("link", { name: `${other.abbreviation} ${other.name}` })
      await expect.soft(toggle).toBeVisible()
      await expect.soft(toggle).toHaveAttribute("hreflang", other.lang)
      await expect.soft(toggle).toHaveAttribute("lang", other.lang)
      await toggle.click()
      await expect.soft(page).toHaveURL(new RegExp(`${twinOf(route).replace(/\//g, "\\/")}$`))
      await expect.soft(page.locator("html")).toHaveAttribute("lang", other.lang)
    }

    const problems = consoleLines.filter((line) => !isTheNotFoundPageAtWork(line, path, unknown))
    expect.soft(problems, "console errors and warnings").toEqual([])
  })
}
