/**
 * Every page, the two not-found pages included: the header leads to the blog, and the document
 * title carries the brand (issue 14).
 */
import { expect, test } from "@playwright/test"
import { brand } from "../../src/data/site"
import { allRoutes } from "./support"

for (const route of allRoutes) {
  test(`${route} has a Blog link in its header and the brand in its title`, async ({ page }) => {
    await page.goto(route)
    const blog = page.getByRole("banner").getByRole("link", { name: "Blog", exact: true })
    await expect(blog).toBeVisible()
    await expect(blog).toHaveAttribute("href", "/blog/")
    await expect(page).toHaveTitle(new RegExp(`\\b${brand.name}\\b`))
  })
}

test("the header's Blog link opens the blog index", async ({ page }) => {
  await page.goto("/privacy/")
  await page.getByRole("banner").getByRole("link", { name: "Blog", exact: true }).click()
  await expect(page).toHaveURL(/\/blog\/$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Skincare Science & Technology Blog",
  )
})
