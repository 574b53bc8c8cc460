/**
 * The home page. At both widths: what depends on the layout (layout shift, the sections on show,
 * the rating under the buy button, the demo video below a phone's fold, the return to where the
 * visitor left, the sections that render when near). Desktop only ("@desktop"): link attributes,
 * the FAQ's one-open-item rule, the logo's scroll to the top, the server HTML and the page without
 * JavaScript, which are the same at any width. Phone only ("@mobile"): no sideways scroll on a
 * 320 px screen, which is a phone's width.
 */
import * as buyEn from "../../src/data/business-copy"
import { expect, test, type Page } from "@playwright/test"
import { repositoryRegister } from "../support/register"
import { blogIndexCopy } from "../../src/data/blog"
import * as homeCopy from "../../src/data/home"
import { faqCopy, hero, videoCopy } from "../../src/data/home"
import { faqItemsFor } from "../../src/lib/faq-items"
import { layoutCopy } from "../../src/data/ui"
import { videoMedia } from "../../src/data/site"
import {
  recordConsole,
  gotoHydrated,
  headerHomeLink,
  layoutShifts,
  readDownTo,
  recordLayoutShifts,
  topOnScreen,
} from "./support"

/**
 * Spec: one FAQ item open at a time, and an open item can be closed again. Questions and answers
 * are copy, so they come from the data module.
 */
const expectOneFaqAnswerAtATime = async (page: Page) => {
  const [first, second] = faqItemsFor(
    homeCopy.faqItems,
    buyEn.businessCopy,
    repositoryRegister,
    "en",
  )
  const question = (text: string) => page.getByText(text, { exact: true })
  const answer = (text: string) => page.getByText(text, { exact: true })
  await expect(answer(first.answer)).toBeHidden()
  await question(first.question).click()
  await expect(answer(first.answer)).toBeVisible()
  await question(second.question).click()
  await expect(answer(second.answer)).toBeVisible()
  await expect(answer(first.answer)).toBeHidden()
  await question(second.question).click()
  await expect(answer(second.answer)).toBeHidden()
  const more = page.getByRole("link", { name: /View Product Details on Amazon/ })
  await expect(more).toHaveAttribute("target", "_blank")
}

/** The link around the demo video, named, as each image's link is, for where it goes. */
const videoLink = (page: Page) =>
  page
    .getByRole("region", { name: videoCopy.standIn.heading })
    .getByRole("link", { name: videoCopy.link })

/** The home page's fixed parts (docs/spec.md): hero, every section's heading, the footer's year. */
const expectEverySection = async (page: Page) => {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  // The register's facts (content/business.yaml), with their terms and who gives them, and one
  // line dating the figures read on one day.
  const hero = page
    .getByRole("main")
    .locator("div", { has: page.getByRole("heading", { level: 1 }) })
    .first()
  await expect(page.getByText("At least 10,000 customers", { exact: true })).toBeVisible()
  await expect(
    page
      .getByText(/^\$129\.99/)
      .first()
      .locator("xpath=.."),
  ).toHaveText("$129.99 on Amazon.ca")
  await expect(
    page.getByText(
      "Price and rating read on Amazon.ca, customer count from our records, as of November 28, 2026.",
    ),
  ).toBeVisible()
  await expect(page.getByText("Sold by LumaSculpt Beauty Inc., Montréal")).toBeVisible()
  await expect(
    hero.getByRole("link", { name: /^Free shipping on eligible orders through Amazon\.ca/ }),
  ).toBeVisible()
  await expect(
    hero.getByRole("link", { name: "Try it for 30 days, or your money back" }),
  ).toHaveAttribute("href", "/guarantee/")
  await expect(page.getByText(/Now Available/)).toHaveCount(0)
  // The features come before the animation, which is a drawing, not footage of the device.
  const headings = [
    "What's in Every Session",
    "Product facts",
    "How a Session Looks (Animation)",
    "Four LED Modes, One Device",
    "Your 4-Step Glow Routine",
    "Frequently Asked Questions",
  ]
  for (const heading of headings) {
    await expect(page.getByRole("heading", { name: heading })).toBeVisible()
  }
  const tops = await Promise.all(
    headings.map(async (name) => (await page.getByRole("heading", { name }).boundingBox())!.y),
  )
  expect(tops).toEqual([...tops].sort((a, b) => a - b))
  // A second buy button ends the routine, with the rating line under it.
  const routine = page.getByRole("region", { name: "Your 4-Step Glow Routine" })
  await expect(
    routine.getByRole("link", { name: "Buy Now on Amazon.ca (opens in a new tab)" }),
  ).toBeVisible()
  await expect(routine.getByText(/^4\.8 out of 5 · 127 ratings on Amazon\.ca/)).toBeVisible()
  await expect(page.getByRole("contentinfo")).toContainText(
    `© ${new Date().getFullYear()} LumaSculpt Beauty Inc.`,
  )
}

test.describe("home page", () => {
  test("loads with no console errors, hydration warnings or layout shift", async ({ page }) => {
    const problems = recordConsole(page)
    await recordLayoutShifts(page)
    await gotoHydrated(page, "/")
    await page.waitForLoadState("networkidle")
    await page.mouse.wheel(0, 3000)
    await page.waitForLoadState("networkidle")
    expect(await layoutShifts(page)).toEqual([])
    expect(problems).toEqual([])
  })

  test("shows every section of the spec", async ({ page }) => {
    await gotoHydrated(page, "/")
    await expectEverySection(page)
  })

  test("shows every section when reached by a link from another page", async ({ page }) => {
    // Rendered in the browser this time, not hydrated from the server HTML.
    await gotoHydrated(page, "/blog/")
    await headerHomeLink(page).click()
    await expect(page).toHaveURL("/")
    await expectEverySection(page)
  })

  test("without an offer in the register, the buy button and the page use no urgency words", async ({
    page,
  }) => {
    // The repository's register holds no offer (content/business.yaml); the unit tests cover
    // a live offer and one that ends while the page is open.
    await gotoHydrated(page, "/")
    // The hero's button and the one after the routine.
    const buttons = page.getByRole("link", { name: "Buy Now on Amazon.ca (opens in a new tab)" })
    await expect(buttons).toHaveCount(2)
    for (const buy of await buttons.all()) {
      await expect(buy).toBeVisible()
      // The arrow says it opens elsewhere; the button's name says so in words.
      expect((await buy.innerText()).trim()).toMatch(/^Buy Now on Amazon\.ca\s*↗$/)
    }
    await expect(page.locator("body")).not.toContainText(/limited time|hurry|ends soon/i)
  })

  test(
    "every external link opens in a new tab without an opener",
    { tag: "@desktop" },
    async ({ page }) => {
      await gotoHydrated(page, "/")
      const external = page.locator('a[href^="http"]')
      expect(await external.count()).toBeGreaterThan(10)
      for (const link of await external.all()) {
        await expect(link).toHaveAttribute("target", "_blank")
        await expect(link).toHaveAttribute("rel", "noopener noreferrer")
      }
    },
  )

  test("shows the Amazon.ca rating and the price just above the buy button, dated once under it, never the rating in search data", async ({
    page,
  }) => {
    await gotoHydrated(page, "/")
    // The hero's rating line (the routine's and the cards', further down, repeat it).
    const rating = page.getByText(/^4\.8 out of 5 · 127 ratings on Amazon\.ca/).first()
    await expect(rating).toHaveText("4.8 out of 5 · 127 ratings on Amazon.ca (opens in a new tab)")
    const price = page.getByText(/^\$129\.99/).first()
    const buy = page.getByRole("link", { name: /^Buy Now on Amazon\.ca/ }).first()
    const dated = page.getByText(/^Price and rating read on Amazon\.ca/)
    const [buyBox, priceBox, ratingBox, datedBox] = [
      await buy.boundingBox(),
      await price.boundingBox(),
      await rating.boundingBox(),
      await dated.boundingBox(),
    ]
    expect(priceBox!.y).toBeGreaterThan(ratingBox!.y + ratingBox!.height - 1)
    expect(buyBox!.y).toBeGreaterThan(priceBox!.y + priceBox!.height - 1)
    expect(buyBox!.y - (ratingBox!.y + ratingBox!.height)).toBeLessThan(80)
    expect(datedBox!.y).toBeGreaterThan(buyBox!.y + buyBox!.height - 1)
    const structured = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ""))
    expect(structured.join("\n")).not.toMatch(/aggregateRating|ratingValue/)
  })

  test(
    "FAQ opens one answer at a time and closes it again",
    { tag: "@desktop" },
    async ({ page }) => {
      await gotoHydrated(page, "/")
      await expectOneFaqAnswerAtATime(page)
    },
  )

  test("the demo video shows a spinner, then plays muted and looping", async ({
    page,
  }, testInfo) => {
    const requested: string[] = []
    page.on("request", (request) => requested.push(new URL(request.url()).pathname))
    await gotoHydrated(page, "/")
    const video = page.locator("video")
    const link = videoLink(page)
    if (testInfo.project.name === "mobile") {
      // Far below the fold on a phone: the video is not created until the visitor scrolls near
      // it, so nothing is downloaded, not even the poster (a <video poster> is fetched at once,
      // whatever `preload` says).
      await expect(link).toBeAttached()
      await expect(video).toHaveCount(0)
      expect(requested).not.toContain(videoMedia.poster)
    }
    await link.scrollIntoViewIfNeeded()
    await expect(video).toHaveAttribute("poster", videoMedia.poster)
    await expect(page.getByRole("status").filter({ hasText: "Loading video…" })).toHaveCount(0, {
      timeout: 10_000,
    })
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0))
      .toBe(true)
    expect(
      await video.evaluate((v: HTMLVideoElement) => ({
        muted: v.muted,
        loop: v.loop,
        playsInline: v.playsInline,
        autoplay: v.autoplay,
      })),
    ).toEqual({ muted: true, loop: true, playsInline: true, autoplay: true })
    await page.getByRole("button", { name: "Pause video" }).click()
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true)
    await expect(link).toHaveAttribute("target", "_blank")
  })

  test("the demo video's spinner stands still until the video starts loading, then turns", async ({
    page,
  }, testInfo) => {
    // The video never arrives here, so the spinner stays for the whole test.
    await page.route("**/*.mp4", (request) => request.abort())
    await gotoHydrated(page, "/")
    const video = page.locator("video")
    const link = videoLink(page)
    const spinner = page.getByRole("status").filter({ hasText: "Loading video…" })
    const ringAnimation = () =>
      spinner
        .locator("[aria-hidden='true']")
        .evaluate((ring) => ring.getAnimations().map((animation) => animation.playState))
    if (testInfo.project.name === "mobile") {
      // Below the fold on a phone: no video yet, and an animation nobody sees costs frames.
      await expect(link).toBeAttached()
      await expect(video).toHaveCount(0)
      expect(await ringAnimation()).toEqual(["paused"])
    }
    await link.scrollIntoViewIfNeeded()
    await expect(video).toHaveAttribute("src", /\.mp4$/)
    await expect.poll(ringAnimation).toEqual(["running"])
    await expect(spinner).toBeVisible()
  })

  test(
    "the logo scrolls back to the top of the home page",
    { tag: "@desktop" },
    async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" })
      await gotoHydrated(page, "/")
      await page
        .getByRole("heading", { name: "Frequently Asked Questions" })
        .scrollIntoViewIfNeeded()
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
      await headerHomeLink(page).click()
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
      expect(new URL(page.url()).pathname).toBe("/")
    },
  )

  test("going back returns to the questions the visitor left", async ({ page }) => {
    await gotoHydrated(page, "/")
    const faqHeading = page.getByRole("heading", { name: faqCopy.heading })
    const leftAt = await readDownTo(page, faqHeading)

    await page.getByRole("banner").getByRole("link", { name: layoutCopy.blogLink }).click()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(blogIndexCopy.heading)
    await page.goBack()
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hero.title)

    // To the pixel, as Gatsby saved it.
    expect(await topOnScreen(faqHeading)).toBeCloseTo(leftAt, 0)
  })

  test("a reload returns to the questions the visitor left", async ({ page }) => {
    await gotoHydrated(page, "/")
    const faqHeading = page.getByRole("heading", { name: faqCopy.heading })
    const leftAt = await readDownTo(page, faqHeading)

    await page.reload()
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
    await page.waitForLoadState("networkidle")
    expect(await topOnScreen(faqHeading)).toBeCloseTo(leftAt, 0)
  })

  test("nothing scrolls sideways on a 320 px screen", { tag: "@mobile" }, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    await gotoHydrated(page, "/")
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBe(0)
  })

  test(
    "the server-rendered HTML has the first photo eager and high priority, the rest lazy",
    { tag: "@desktop" },
    async ({ request }) => {
      const html = await (await request.get("/")).text()
      // Each carousel photo is a <picture>: a WebP <source>, then the JPEG <img>.
      const images = [...html.matchAll(/<picture>.*?(<img[^>]*>)<\/picture>/gs)].map((m) => m[1])
      expect(images).toHaveLength(9)
      expect(images[0]).toContain('loading="eager"')
      expect(images[0]).toContain('fetchpriority="high"')
      images.slice(1).forEach((img) => expect(img).toContain('loading="lazy"'))
      expect(html).toMatch(/type="image\/webp"/)
      // No Product while the photos are stand-ins: its image must be the product's own.
      expect(html).not.toContain('"@type":"Product"')
      expect(html).toContain('"@type":"FAQPage"')
    },
  )
})

test.describe("home page without JavaScript", { tag: "@desktop" }, () => {
  test.use({ javaScriptEnabled: false })

  test("FAQ still opens one answer at a time and closes it again", async ({ page }) => {
    await page.goto("/")
    await expectOneFaqAnswerAtATime(page)
  })

  test("the demo video is a playable video with its poster, and no spinner", async ({ page }) => {
    await page.goto("/")
    // The script-driven frame is in the page too, hidden, and holds no video until scripts
    // create it: the page has exactly one, the one the visitor sees.
    await expect(page.getByLabel(videoCopy.standIn.label)).toHaveCount(1)
    const video = page.getByLabel(videoCopy.standIn.label).filter({ visible: true })
    await expect(video).toHaveCount(1)
    await video.scrollIntoViewIfNeeded()
    await expect(video).toBeVisible()
    await expect(video).toHaveAttribute("poster", videoMedia.poster)
    await expect(video).toHaveAttribute("controls", "")
    await expect(video.locator("source")).toHaveAttribute("src", videoMedia.src)
    await expect(page.getByRole("status")).toHaveCount(0)
    await expect(page.getByText(videoCopy.loading)).toBeHidden()
    await expect(page.getByRole("button", { name: videoCopy.play })).toBeHidden()
    // What its play control does: the source loads and plays (the page's own scripts stay off;
    // the test drives the element directly).
    await video.evaluate((element: HTMLVideoElement) => element.play())
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0)
  })
})
