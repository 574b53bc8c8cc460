/**
 * Layout shift after a jump to the FAQ: what loads or hydrates late (the carousel, the demo video
 * made when near, images) must not move what is on screen. The jump to the end of every long
 * page, at both widths, is checked in every-page.spec.ts.
 */
import * as buyEn from "../../src/data/business-copy"
import * as buyFr from "../../src/data/fr/business-copy"
import { test } from "@playwright/test"
import { repositoryRegister } from "../support/register"
import * as homeEn from "../../src/data/home"
import * as homeFr from "../../src/data/fr/home"
import { faqItemsFor } from "../../src/lib/faq-items"
import { localizedRoutes } from "../../src/data/routes"
import {
  expectHeldWhereItLanded,
  gotoHydrated,
  jumpAndRead,
  recordLayoutShifts,
  settleAfterJump,
} from "./support"

// Each edition's home page with its FAQ's heading and first question.
const faqs = [
  { path: localizedRoutes.en.home, locale: "en", copy: homeEn },
  { path: localizedRoutes.fr.home, locale: "fr", copy: homeFr },
] as const

/**
 * A jump to the FAQ's first question, as a Tab or a click from afar makes, past the demo video
 * made when near. The question must stay where it landed, so that a tap aimed at it opens it,
 * without the browser's help: scroll anchoring is turned off, as Safari has none.
 */
// It sets its own widths: the desktop project alone runs it.
test.describe("a jump to the FAQ", { tag: "@desktop" }, () => {
  for (const { path, locale, copy } of faqs) {
    for (const width of [320, 768]) {
      test(`${path} at ${width} px wide: the first question stays where the jump put it, even without scroll anchoring`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 800 })
        await recordLayoutShifts(page)
        await gotoHydrated(page, path)
        await page.evaluate(() => {
          document.documentElement.style.overflowAnchor = "none"
          document.body.style.overflowAnchor = "none"
        })
        const faq = page.getByRole("region", { name: copy.faqCopy.heading })
        const question = faq.getByText(
          faqItemsFor(
            copy.faqItems,
            (locale === "en" ? buyEn : buyFr).businessCopy,
            repositoryRegister,
            locale,
          )[0].question,
          {
            exact: true,
          },
        )
        const landed = await jumpAndRead(question, "centre")
        await settleAfterJump(page)
        await expectHeldWhereItLanded(page, question, landed)
      })
    }
  }
})
