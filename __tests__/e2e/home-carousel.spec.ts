/**
 * The home page's product carousel. At both widths: what a visitor presses (the controls and the
 * dots are laid out differently on a phone), the swipe (a finger on the phone, a mouse drag on
 * the desktop).
 * Desktop only ("@desktop"): the timer's rules (auto-advance, pausing for the pointer, focus and
 * reduced motion) do not depend on the screen, and the dots' layout test sets its own widths.
 */
import { expect, test, type Page } from "@playwright/test"
import { productImages } from "../../src/data/product-images"
import {
  carousel,
  gotoHydrated,
  currentDot,
  openWithFrozenClock,
  headerHomeLink,
  mouseAway,
  mouseDrag,
  nextFrame,
  touchSwipe,
} from "./support"

test.describe("product carousel", () => {
  // Every test starts on photo 1 with a fresh 3 s timer: the clock is frozen, and pointing at the
  // carousel then away restarts the timer at a known instant.
  test.beforeEach(async ({ page }) => {
    await openWithFrozenClock(page, "/")
    await carousel(page).hover()
    await page.clock.runFor(50)
    await mouseAway(page)
    await page.clock.runFor(50)
    await expect(currentDot(page)).toHaveAccessibleName("Show image 1")
  })

  // With the clock frozen, each click's move (react-slick defers it with setTimeout) needs a tick.
  const clickAndTick = async (page: Page, name: string) => {
    await carousel(page).getByRole("button", { name }).click()
    await page.clock.runFor(50)
  }

  test(
    "auto-advances once every 3 seconds and wraps after the ninth photo",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.clock.runFor(2900)
      await expect(currentDot(page)).toHaveAccessibleName("Show image 1")
      await page.clock.runFor(200)
      await expect(currentDot(page)).toHaveAccessibleName("Show image 2")
      await page.clock.runFor(3000)
      await expect(currentDot(page)).toHaveAccessibleName("Show image 3")
      for (let step = 4; step <= 9; step += 1) await page.clock.runFor(3000)
      await expect(currentDot(page)).toHaveAccessibleName("Show image 9")
      await page.clock.runFor(3000)
      await expect(currentDot(page)).toHaveAccessibleName("Show image 1")
    },
  )

  test(
    "pauses while the pointer is over it and resumes after",
    { tag: "@desktop" },
    async ({ page }) => {
      await carousel(page).hover()
      await page.clock.runFor(9000)
      await expect(currentDot(page)).toHaveAccessibleName("Show image 1")
      await mouseAway(page)
      await page.clock.runFor(3100)
      await expect(currentDot(page)).toHaveAccessibleName("Show image 2")
    },
  )

  test(
    "stops while keyboard focus is inside and resumes when focus leaves",
    { tag: "@desktop" },
    async ({ page }) => {
      // The header's last link comes right before the carousel (the headline takes no focus); the
      // next Tab reaches the first image's link.
      await page.getByRole("banner").getByRole("link").last().focus()
      await page.keyboard.press("Tab")
      await expect(carousel(page).getByRole("link").first()).toBeFocused()
      await page.clock.runFor(9000)
      await expect(currentDot(page)).toHaveAccessibleName("Show image 1")
      await headerHomeLink(page).focus()
      await page.clock.runFor(3100)
      await expect(currentDot(page)).toHaveAccessibleName("Show image 2")
    },
  )

  test(
    "a mouse click on a control pauses it only until the pointer leaves",
    { tag: "@desktop" },
    async ({ page }) => {
      await clickAndTick(page, "Next image")
      await expect(currentDot(page)).toHaveAccessibleName("Show image 2")
      await page.clock.runFor(6000)
      await expect(currentDot(page)).toHaveAccessibleName("Show image 2")
      await mouseAway(page)
      await page.clock.runFor(3100)
      await expect(currentDot(page)).toHaveAccessibleName("Show image 3")
    },
  )

  test("the pause button stops rotation and play restarts it", async ({ page }) => {
    await page.getByRole("button", { name: "Pause automatic slide show" }).click()
    await mouseAway(page)
    await headerHomeLink(page).focus()
    await page.clock.runFor(9000)
    await expect(currentDot(page)).toHaveAccessibleName("Show image 1")
    await page.getByRole("button", { name: "Start automatic slide show" }).click()
    await mouseAway(page)
    await headerHomeLink(page).focus()
    await page.clock.runFor(3100)
    await expect(currentDot(page)).toHaveAccessibleName("Show image 2")
  })

  test("previous and next buttons move one photo and wrap around", async ({ page }) => {
    const region = carousel(page)
    await clickAndTick(page, "Previous image")
    await expect(currentDot(page)).toHaveAccessibleName("Show image 9")
    await clickAndTick(page, "Next image")
    await expect(currentDot(page)).toHaveAccessibleName("Show image 1")
    await clickAndTick(page, "Next image")
    await expect(currentDot(page)).toHaveAccessibleName("Show image 2")
    await expect(region.getByRole("group", { name: "2 of 9" })).toBeVisible()
  })

  test("each of the nine dots shows its photo", async ({ page }) => {
    const dots = carousel(page).getByRole("button", { name: /^Show image \d$/ })
    await expect(dots).toHaveCount(9)
    await clickAndTick(page, "Show image 7")
    await expect(currentDot(page)).toHaveAccessibleName("Show image 7")
    await expect(carousel(page).getByRole("group", { name: "7 of 9" })).toBeVisible()
  })

  test(
    "no automatic rotation when the visitor prefers reduced motion",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" })
      await mouseAway(page)
      await expect(page.getByRole("button", { name: "Start automatic slide show" })).toBeVisible()
      await page.clock.runFor(9000)
      await expect(currentDot(page)).toHaveAccessibleName("Show image 1")
    },
  )
})

test.describe("swiping the carousel", () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" })
    await gotoHydrated(page, "/")
    await expect(page.getByRole("button", { name: "Start automatic slide show" })).toBeVisible()
  })

  const swipe = async (page: Page, dx: number, hasTouch: boolean) => {
    // Below the hero's text on a phone: bring the photos into view, as a visitor's thumb would.
    await carousel(page).scrollIntoViewIfNeeded()
    const box = await carousel(page).boundingBox()
    if (!box) throw new Error("carousel not laid out")
    // The photo frame is the square at the top of the carousel region (the dots sit below it).
    const from = { x: box.x + box.width / 2, y: box.y + box.width / 2 }
    if (hasTouch) await touchSwipe(page, from, dx)
    else await mouseDrag(page, from, dx)
    // The slider's state updates from this gesture land before the next one starts.
    await nextFrame(page)
    await nextFrame(page)
  }

  test("a 40 px swipe changes nothing; 60 px swipes go next and back with wraparound", async ({
    page,
  }, testInfo) => {
    const hasTouch = testInfo.project.name === "mobile"
    const popups: string[] = []
    page.on("popup", (popup) => popups.push(popup.url()))

    // A 40 px swipe must not count: each is followed by a 60 px one that moves exactly one photo.
    await swipe(page, -40, hasTouch)
    await swipe(page, -60, hasTouch)
    await expect(currentDot(page)).toHaveAccessibleName("Show image 2")
    await swipe(page, 40, hasTouch)
    await swipe(page, 60, hasTouch)
    await expect(currentDot(page)).toHaveAccessibleName("Show image 1")
    await swipe(page, 60, hasTouch)
    await expect(currentDot(page)).toHaveAccessibleName("Show image 9")
    await swipe(page, -60, hasTouch)
    await expect(currentDot(page)).toHaveAccessibleName("Show image 1")

    // Dragging or swiping a photo must never open the listing.
    expect(popups).toEqual([])
  })
})

test.describe("the carousel's dots as the page streams in", { tag: "@desktop" }, () => {
  // The browser may paint while the parser is still inside the list of dots; the dots already
  // there must stand where they will stay (centred on their count, a row of four moved 110 px
  // left when the other five arrived). The server HTML alone, as a slow connection paints it.
  // Layout alone: the desktop project covers every width, the phone one would repeat it.
  test.use({ javaScriptEnabled: false })

  for (const width of [320, 390, 1280]) {
    test(`at ${width} px the first dots stay put when the rest arrive`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto("/")
      const dots = carousel(page).getByRole("button", { name: /^Show image \d$/ })
      await expect(dots).toHaveCount(productImages.length)
      const placesOf = () =>
        dots.evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().x))
      const whole = await placesOf()
      expect(whole.at(-1)).toBeLessThanOrEqual(width)

      // The row as painted with only its first four dots parsed.
      await dots.nth(4).evaluate((fifth) => {
        const list = fifth.closest("li")?.parentElement
        while (list && list.children.length > 4) list.lastElementChild?.remove()
      })
      await expect(dots).toHaveCount(4)
      expect(await placesOf()).toEqual(whole.slice(0, 4))
    })
  }
})
