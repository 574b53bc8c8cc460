import AxeBuilder from "@axe-core/playwright"
import { expect, type Locator, type Page } from "@playwright/test"
import { articleSlugs as readArticleSlugs } from "../support/articles"

/** Every English article's slug, read from content/blog (the build makes one page per article). */
export const articleSlugs = readArticleSlugs()

export type ConsoleLine = { type: string; text: string; url: string }

/** Every console error and warning, and every uncaught exception, from the moment it is called. */
export const recordConsole = (page: Page): ConsoleLine[] => {
  const lines: ConsoleLine[] = []
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning")
      lines.push({ type: message.type(), text: message.text(), url: message.location().url })
  })
  page.on("pageerror", (error) => lines.push({ type: "pageerror", text: error.message, url: "" }))
  return lines
}

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]

/**
 * axe-core's violations of WCAG 2.x A/AA and its best practices on the page as it stands, one line
 * each: "color-contrast: Elements must meet minimum color contrast ratio thresholds → .hero a".
 */
export const axeViolations = async (page: Page) => {
  // Legacy mode runs axe in the page itself; the default also opens a blank page to merge each
  // frame's results, which is slower, and the site has no frames, so the results are the same.
  // Only violations are read, so axe keeps one node of each passing or incomplete rule instead of
  // all of them (`resultTypes`): far less to serialize from each page.
  const { violations } = await new AxeBuilder({ page })
    .withTags(wcagTags)
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze()
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} → ${violation.nodes
        .map((node) => node.target.join(" "))
        .join(" | ")}`,
  )
}

export const carousel = (page: Page) =>
  page.getByRole("region", { name: "LumaSculpt illustrations" })

/** The dot marked aria-current names the slide on show. */
export const currentDot = (page: Page): Locator =>
  carousel(page).locator('button[aria-current="true"]')

/** The header's logo link (the footer has one too). */
export const headerHomeLink = (page: Page) =>
  page.getByRole("banner").getByRole("link", { name: "LumaSculpt home" })

/**
 * The parts that hydrate with the page's body, after the root (HydrateLater in the layout), and that
 * tests drive: each sends an event on window once it has hydrated, and is found on a page by a
 * selector of its server HTML.
 */
const hydrationEvents = [
  // src/components/home/product-carousel.tsx
  { event: "carousel-hydrated", selector: ".slick-slider" },
  // src/components/newsletter/newsletter-signup.tsx
  { event: "newsletter-hydrated", selector: 'form[name="newsletter"]' },
]

type HydrationWindow = Window & { hydratedParts?: string[] }

/** Before a page loads: remembers which of those events have been sent. */
const listenForHydrationEvents = (page: Page) =>
  page.addInitScript(
    (events: string[]) => {
      const seen: string[] = []
      ;(window as HydrationWindow).hydratedParts = seen
      for (const event of events) window.addEventListener(event, () => seen.push(event))
    },
    hydrationEvents.map(({ event }) => event),
  )

/**
 * True once the page is interactive: gatsby-browser marks <html data-hydrated> after the first
 * commit, and each of those parts on the page (the carousel, the newsletter box) has hydrated too.
 * Runs in the page.
 */
const interactive = (parts: typeof hydrationEvents) =>
  document.documentElement.dataset.hydrated === "true" &&
  parts.every(
    ({ event, selector }) =>
      !document.querySelector(selector) ||
      ((window as HydrationWindow).hydratedParts ?? []).includes(event),
  )

const isInteractive = (page: Page) => page.evaluate(interactive, hydrationEvents)

/** Opens a page and waits until it is interactive (see isInteractive). */
export const gotoHydrated = async (page: Page, path: string) => {
  await listenForHydrationEvents(page)
  const response = await page.goto(path)
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
  // Asked in the page every 50 ms, one call to the browser in all: a poll from the test costs a
  // round trip each time, and the default back-off (100, 250, 500, 1,000 ms) waits up to a second
  // after the page is ready, on every page every browser test opens.
  await page.waitForFunction(interactive, hydrationEvents, { polling: 50, timeout: 5_000 })
  return response
}

/**
 * Opens a page with its clock frozen from the start, so timers run only when a test advances
 * them with `page.clock.runFor` (Playwright's installed clock otherwise flows in real time).
 * Hydration needs no timers; the short steps let React's after-paint effects run.
 */
export const openWithFrozenClock = async (page: Page, path: string) => {
  const start = new Date("2026-11-22T10:00:00Z")
  await page.clock.install({ time: start })
  await page.clock.pauseAt(new Date(start.getTime() + 1_000))
  await listenForHydrationEvents(page)
  await page.goto(path)
  await expect
    .poll(async () => {
      await page.clock.runFor(20)
      return isInteractive(page)
    })
    .toBe(true)
  await page.clock.runFor(100)
}

/** Moves the mouse off the carousel so hover does not pause it. */
export const mouseAway = (page: Page) => page.mouse.move(1, 1)

type Point = { x: number; y: number }

/** Resolves after the page has rendered a frame. */
export const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(done)))

/**
 * A jump as the End key makes ("end": to the page's end) or as a Tab or a click from afar does
 * ("centre": `target` to the middle of the screen), read in the same task: where `target`'s top
 * lands on screen before anything near it renders.
 */
export const jumpAndRead = (target: Locator, to: "end" | "centre") =>
  target.evaluate((element, jump) => {
    if (jump === "end") {
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" })
    } else {
      element.scrollIntoView({ block: "center", behavior: "instant" })
    }
    return element.getBoundingClientRect().top
  }, to)

/**
 * After a jump, once what it brought near has rendered: no layout shift was recorded
 * (recordLayoutShifts), and `target` is within a pixel of where it landed (layout rounds
 * fractional heights differently once a block has rendered). A block that shrank as it rendered
 * once made the page shorter than the spot, and the browser pulled the scroll back without
 * reporting a shift, so the place is compared too.
 */
export const expectHeldWhereItLanded = async (page: Page, target: Locator, landed: number) => {
  expect.soft(await layoutShifts(page), "layout shifts").toEqual([])
  expect
    .soft(Math.abs((await topOnScreen(target)) - landed), "pixels moved since the jump")
    .toBeLessThanOrEqual(1)
}

/** After a jump: two frames, the network quiet (images and chunks it asked for), one more. */
export const settleAfterJump = async (page: Page) => {
  await nextFrame(page)
  await nextFrame(page)
  await page.waitForLoadState("networkidle")
  await nextFrame(page)
}

/** Where the top of `target`'s box sits on screen, in CSS pixels from the viewport's top. */
export const topOnScreen = (target: Locator) =>
  target.evaluate((element) => element.getBoundingClientRect().top)

/**
 * Reads down a page as a visitor does, a wheel turn at a time, until `target` is near the top of
 * the screen, and waits until the page stands still (the wheel scrolls smoothly, and Gatsby saves
 * the position as it goes). Returns where the target's top then sits on screen.
 */
export const readDownTo = async (page: Page, target: Locator) => {
  const topOf = () => topOnScreen(target)
  await page.mouse.move(100, 300)
  while ((await topOf()) > 300) {
    await page.mouse.wheel(0, 400)
    await nextFrame(page)
  }
  let previous = Number.NaN
  await expect
    .poll(async () => previous === (previous = await topOf()), { intervals: [150] })
    .toBe(true)
  return topOf()
}

/** A real touch swipe through the DevTools protocol (Playwright's touchscreen only taps). */
export const touchSwipe = async (page: Page, from: Point, dx: number) => {
  const cdp = await page.context().newCDPSession(page)
  const steps = 8
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [from] })
  // One move per frame, as a finger produces them (a burst of moves can outrun the slider).
  for (let i = 1; i <= steps; i += 1) {
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchMove",
      touchPoints: [{ x: from.x + (dx * i) / steps, y: from.y }],
    })
    await nextFrame(page)
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] })
  await cdp.detach()
}

/** A mouse drag: the carousel's pointer-event swipe (src/hooks/use-swipe.ts) takes it as a swipe. */
export const mouseDrag = async (page: Page, from: Point, dx: number) => {
  await page.mouse.move(from.x, from.y)
  await page.mouse.down()
  await page.mouse.move(from.x + dx, from.y, { steps: 8 })
  await page.mouse.up()
}

type LayoutShift = PerformanceEntry & {
  value: number
  hadRecentInput: boolean
  sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
}

/**
 * Before a page loads: records every layout shift not caused by input, with what moved and where.
 * Read them with `layoutShifts(page)`.
 */
export const recordLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { __shifts: string[] }
    w.__shifts = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as LayoutShift[]) {
        if (entry.hadRecentInput) continue
        const where = entry.sources.map((source) => {
          const node = source.node as Element | null
          return `${node?.nodeName}.${node?.className} ${JSON.stringify(source.previousRect)} -> ${JSON.stringify(source.currentRect)}`
        })
        w.__shifts.push(
          `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${where.join("; ")}`,
        )
      }
    }).observe({ type: "layout-shift", buffered: true })
  })

/** The layout shifts recorded since the page loaded (see recordLayoutShifts). */
export const layoutShifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)
