/**
 * The blocks that render when near (renderWhenNear). Desktop only ("@desktop"): each test sets the
 * widths it measures (320 to 1280 px) or needs none, so the phone project would repeat them.
 */
import { expect, test, type Page } from "@playwright/test"
import { blogIndexCopy } from "../../src/data/blog"
import { hero } from "../../src/data/home"
import { layoutCopy } from "../../src/data/ui"
import { renderWhenNearAttribute } from "../../src/styles/render-when-near"
import { deferringRoutes, siteRoutes } from "../support/routes"
import {
  collectConsoleProblems,
  expectHeldWhereItLanded,
  gotoHydrated,
  holdIdleRendering,
  jumpAndRead,
  layoutShifts,
  nextFrame,
  recordLayoutShifts,
  renderedWhole,
  runHeldIdleCallbacks,
} from "./support"

// The pages whose later blocks render as they come near: each home page and article.
const pages = deferringRoutes

// The narrowest phone, a common phone, the md breakpoint (where the estimates change) and desktop.
const widths = [320, 390, 768, 1280]

type Block = { held: number; height: number; contained: number }

/** How many elements on the page the browser skips for now (content-visibility: auto). */
const skippedElements = (page: Page) =>
  page.evaluate(
    () =>
      Array.from(document.querySelectorAll("body *")).filter(
        (element) =>
          element.checkVisibility() && !element.checkVisibility({ contentVisibilityAuto: true }),
      ).length,
  )

/**
 * Every block the page defers, as it stands on a first load: the height it holds until it renders
 * (its contain-intrinsic-size), its content-box height laid out under the containment it has while
 * it renders when near, and the same laid out with the page as a page reached by a link is.
 */
const measureDeferredBlocks = (page: Page) =>
  page.evaluate((attribute): Block[] => {
    const root = document.documentElement
    const blocks = Array.from(document.querySelectorAll<HTMLElement>("body *")).filter(
      (element) => getComputedStyle(element).contentVisibility === "auto",
    )
    const contentHeight = (element: HTMLElement) => {
      const style = getComputedStyle(element)
      const edges = ["paddingTop", "paddingBottom", "borderTopWidth", "borderBottomWidth"] as const
      return (
        element.getBoundingClientRect().height -
        edges.reduce((sum, edge) => sum + parseFloat(style[edge]), 0)
      )
    }
    const held = blocks.map((element) =>
      parseFloat(getComputedStyle(element).containIntrinsicHeight.replace("auto", "")),
    )
    // Rendered as when near: the containment content-visibility: auto applies, nothing skipped.
    blocks.forEach((element) => {
      element.style.contentVisibility = "visible"
      element.style.contain = "layout style paint"
    })
    const contained = blocks.map(contentHeight)
    blocks.forEach((element) => element.removeAttribute("style"))
    root.removeAttribute(attribute)
    const height = blocks.map(contentHeight)
    root.setAttribute(attribute, "")
    return blocks.map((_, index) => ({
      held: held[index],
      height: height[index],
      contained: contained[index],
    }))
  }, renderWhenNearAttribute)

/**
 * Opens `path` at 390 × 800 as a first load and lets it go idle: then every block it deferred has
 * rendered, and no layout shift was recorded on the way.
 */
const expectRenderedWholeOnceIdle = async (page: Page, path: string) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await recordLayoutShifts(page)
  await gotoHydrated(page, path)
  await renderedWhole(page)
  expect(await layoutShifts(page)).toEqual([])
  expect(await skippedElements(page)).toBe(0)
}

// Layout alone: the desktop project covers every width, the phone one would repeat it.
test.describe("blocks that render when near", { tag: "@desktop" }, () => {
  for (const path of pages) {
    test(`${path}: each holds no less than its height, and is as tall rendered near as with the page`, async ({
      page,
    }) => {
      await holdIdleRendering(page)
      await gotoHydrated(page, path)
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 })
        await nextFrame(page)
        const blocks = await measureDeferredBlocks(page)
        expect(blocks.length, `${path} at ${width} px defers blocks`).toBeGreaterThan(0)
        blocks.forEach(({ held, height, contained }, index) => {
          const where = `${path} at ${width} px, deferred block ${index + 1}`
          // A held height that falls short makes the page grow on screen when the block renders.
          expect(held, where).toBeGreaterThanOrEqual(height)
          // A block that grows or shrinks under containment (margins that no longer collapse
          // through its edges) makes a return to a saved position land off by the difference.
          expect(Math.abs(contained - height), where).toBeLessThanOrEqual(0.5)
        })
      }
    })
  }

  test("only on the page a visit lands on: a page reached by a link renders whole", async ({
    page,
  }) => {
    const deferring = () =>
      page.evaluate(
        (attribute) => document.documentElement.hasAttribute(attribute),
        renderWhenNearAttribute,
      )
    await holdIdleRendering(page)
    await gotoHydrated(page, "/")
    expect(await deferring()).toBe(true)
    await page.getByRole("banner").getByRole("link", { name: layoutCopy.blogLink }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(blogIndexCopy.heading)
    expect(await deferring()).toBe(false)
    await page.goBack()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hero.title)
    expect(await deferring()).toBe(false)
  })

  for (const path of pages) {
    test(`${path}: once idle after the first load, it renders every block it deferred, and nothing moves`, async ({
      page,
    }) => {
      await expectRenderedWholeOnceIdle(page, path)
    })
  }

  // Safari has no requestIdleCallback: the release waits on timers there instead. One home page
  // and one article, as the release treats every page alike.
  const [home] = pages
  const [article] = pages.filter((path) => path.startsWith("/blog/"))
  for (const path of [home, article]) {
    test(`${path}: without requestIdleCallback, as in Safari, it still renders every block it deferred, and nothing moves`, async ({
      page,
    }) => {
      await page.addInitScript(() => Reflect.deleteProperty(window, "requestIdleCallback"))
      const problems = collectConsoleProblems(page)
      await expectRenderedWholeOnceIdle(page, path)
      expect(await page.evaluate(() => "requestIdleCallback" in window)).toBe(false)
      expect(problems).toEqual([])
    })
  }

  test("the script that renders the rest is fetched only by the pages that defer blocks", async ({
    page,
  }) => {
    const releaseScript = /\/render-rest-[0-9a-f]+\.js$/
    let fetched = false
    page.on("request", (request) => {
      if (releaseScript.test(request.url())) fetched = true
    })
    for (const { path } of siteRoutes) {
      fetched = false
      await gotoHydrated(page, path)
      if (pages.includes(path)) await renderedWhole(page)
      else await page.evaluate(() => new Promise((done) => requestIdleCallback(done)))
      expect(fetched, path).toBe(pages.includes(path))
    }
  })

  test("a block the visitor jumped past before the page went idle waits until it comes near", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await holdIdleRendering(page)
    await recordLayoutShifts(page)
    await gotoHydrated(page, article)
    const footer = page.getByRole("contentinfo")
    const landed = await jumpAndRead(footer, "end")
    await nextFrame(page)
    await runHeldIdleCallbacks(page)
    // Rendered now, the blocks far above would shrink over the visitor's spot: they keep waiting.
    expect(await skippedElements(page)).toBeGreaterThan(0)
    await expectHeldWhereItLanded(page, footer, landed)
  })
})
