/**
 * The footer's social icons and links in a real browser, each icon with its tooltip (700 ms
 * delay, 300 ms skip delay).
 * Desktop only ("@desktop"): a tooltip on focus or hover and a link are the same at any width (a
 * phone has no hover), and axe checks the footer at both widths (every-page.spec.ts).
 */
import { expect, test } from "@playwright/test"
import { gotoHydrated } from "./support"

test(
  "a footer icon reached by keyboard shows its tooltip, and Escape dismisses it",
  { tag: "@desktop" },
  async ({ page }) => {
    await gotoHydrated(page, "/")
    const footer = page.getByRole("contentinfo")
    await footer.getByRole("link", { name: /^Instagram/ }).focus()
    await expect(footer.getByRole("tooltip")).toHaveText("Instagram")
    await page.keyboard.press("Escape")
    await expect(footer.getByRole("tooltip")).toHaveCount(0)
  },
)

test("footer icons show their tooltip on hover", { tag: "@desktop" }, async ({ page }) => {
  await gotoHydrated(page, "/")
  const footer = page.getByRole("contentinfo")
  await footer.getByRole("link", { name: /^TikTok/ }).hover()
  await expect(footer.getByRole("tooltip")).toHaveText("TikTok")
})

test("the footer's Privacy link opens the privacy page", { tag: "@desktop" }, async ({ page }) => {
  await gotoHydrated(page, "/")
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy" }).click()
  await expect(page).toHaveURL(/\/privacy\/$/)
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
})
