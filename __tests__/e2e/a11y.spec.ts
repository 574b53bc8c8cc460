/**
 * axe-core finds no violations of WCAG 2.x A/AA or its best practices on any page (issue 8), at
 * 390 px (project "mobile") and 1280 px (project "desktop"), and again with an FAQ item open.
 */
import { allRoutes, gotoHydrated } from "./support"
import { faqItems } from "../../src/data/home"
import AxeBuilder from "@axe-core/playwright"
import { expect, test, type Page } from "@playwright/test"

const routes = allRoutes

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]

/** "color-contrast: Elements must meet minimum color contrast ratio thresholds → .hero a" */
const violationsOn = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze()
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} → ${violation.nodes
        .map((node) => node.target.join(" "))
        .join(" | ")}`,
  )
}

for (const route of routes) {
  test(`${route} has no axe violations (WCAG 2.x A/AA, best practices)`, async ({ page }) => {
    await page.goto(route, { waitUntil: "networkidle" })
    expect(await violationsOn(page)).toEqual([])
  })
}

test("/ has no axe violations with the first FAQ item open", async ({ page }) => {
  await gotoHydrated(page, "/")
  await page.waitForLoadState("networkidle")
  const faq = page.getByRole("region", { name: "Frequently Asked Questions" })
  const [first] = faqItems
  await faq.getByText(first.question, { exact: true }).click()
  await expect(faq.getByText(first.answer, { exact: true })).toBeVisible()
  await page.waitForLoadState("networkidle")
  expect(await violationsOn(page)).toEqual([])
})
