/**
 * The buy path. At both widths and in both editions: the first screen shows what the device is,
 * its picture, the rating, the price and a whole buy button, without scrolling. Phone only
 * ("@mobile"): the buy bar comes in while no other buy button is on screen, moves nothing, and
 * leaves the end of the page uncovered. Desktop only ("@desktop"): the bar never shows.
 */
import { expect, test, type Locator, type Page } from "@playwright/test"
import { hero as heroEn } from "../../src/data/home"
import { hero as heroFr } from "../../src/data/fr/home"
import { gotoHydrated, layoutShifts, recordLayoutShifts } from "./support"

const editions = [
  {
    path: "/",
    hero: heroEn,
    buy: /^Buy Now on Amazon\.ca/,
    price: /^\$129\.99/,
    rating: /out of 5/,
  },
  {
    path: "/fr/",
    hero: heroFr,
    buy: /^Acheter sur Amazon\.ca/,
    price: /^129,99/,
    rating: /sur 5 ·/,
  },
] as const

/** The element's box lies wholly inside the first viewport. */
const expectInFirstScreen = async (page: Page, target: Locator, what: string) => {
  const box = await target.boundingBox()
  const viewport = page.viewportSize()
  if (!box || !viewport) throw new Error(`${what}: no box`)
  expect(box.y, `${what} starts on screen`).toBeGreaterThanOrEqual(0)
  expect(box.x, `${what} starts on screen`).toBeGreaterThanOrEqual(0)
  expect(box.y + box.height, `${what} ends above the fold`).toBeLessThanOrEqual(viewport.height)
  expect(box.x + box.width, `${what} fits the width`).toBeLessThanOrEqual(viewport.width)
}

for (const { path, hero, buy, price, rating } of editions) {
  test(`${path}: the first screen shows the headline, the picture, the rating, the price and a whole buy button`, async ({
    page,
  }) => {
    await gotoHydrated(page, path)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    const main = page.getByRole("main")
    const headline = main.getByRole("heading", { level: 1 })
    await expect(headline).toHaveText(hero.title)
    await expectInFirstScreen(page, headline, "the headline")
    const firstPicture = main.locator('[aria-roledescription] [aria-hidden="false"] img').first()
    await expectInFirstScreen(page, firstPicture, "the product picture")
    await expectInFirstScreen(page, main.getByText(rating).first(), "the rating")
    await expectInFirstScreen(page, main.getByText(price).first(), "the price")
    await expectInFirstScreen(page, main.getByRole("link", { name: buy }).first(), "the buy button")
  })
}

const bar = (page: Page) => page.locator("[data-shown]")

test("@mobile the buy bar shows while no other buy button is on screen, and moves nothing", async ({
  page,
}) => {
  await recordLayoutShifts(page)
  await gotoHydrated(page, "/")
  const barButton = bar(page).getByRole("link", { name: /^Buy Now on Amazon\.ca/ })
  await expect(barButton).toBeHidden()
  // Past the hero's button, in the feature cards: the bar comes in, whole, at the bottom.
  await page.getByRole("heading", { level: 2 }).first().scrollIntoViewIfNeeded()
  await page.mouse.wheel(0, 400)
  await expect(barButton).toBeVisible()
  await expect(bar(page)).toHaveAttribute("data-shown", "true")
  // At the routine's buy button, the bar steps aside.
  const routineButton = page
    .getByRole("region", { name: /routine/i })
    .getByRole("link", { name: /^Buy Now on Amazon\.ca/ })
  await routineButton.scrollIntoViewIfNeeded()
  await expect(bar(page)).toHaveAttribute("data-shown", "false")
  await expect(barButton).toBeHidden()
  // At the very end, the footer's last line sits above the bar.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await expect(bar(page)).toHaveAttribute("data-shown", "true")
  await expect(barButton).toBeVisible()
  const footerEnd = await page.getByRole("contentinfo").evaluate((footer) => {
    const last = [...footer.querySelectorAll("p, a, li")].pop()
    return last?.getBoundingClientRect().bottom ?? 0
  })
  const barTop = (await bar(page).boundingBox())?.y ?? 0
  expect(footerEnd).toBeLessThanOrEqual(barTop)
  expect(await layoutShifts(page)).toEqual([])
})

test("@desktop the buy bar never shows on a wide screen", async ({ page }) => {
  await gotoHydrated(page, "/")
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2))
  await expect(bar(page)).toBeHidden()
})
