/**
 * Every page of both editions, the not-found pages included: the header leads to the edition's
 * blog, and the document title carries the brand (issue 14).
 */
import { expect, test } from "@playwright/test"
import { uiCopy } from "../../src/data/ui-copy"
import { localizedRoutes } from "../../src/data/routes"
import { brand } from "../../src/data/site"
import { siteRoutes } from "../support/routes"

for (const { path, locale } of siteRoutes) {
  const { blogLink } = uiCopy[locale].layoutCopy
  test(`${path} has a ${blogLink} link in its header and the brand in its title`, async ({
    page,
  }) => {
    await page.goto(path)
    const blog = page.getByRole("banner").getByRole("link", { name: blogLink, exact: true })
    await expect(blog).toBeVisible()
    await expect(blog).toHaveAttribute("href", localizedRoutes[locale].blog)
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
