// Desktop only ("@desktop"): what happens when a page throws does not depend on the screen.
import { expect, test } from "@playwright/test"

test(
  "a page that fails to render ends on the 'Unexpected Application Error!' screen",
  { tag: "@desktop" },
  async ({ page }) => {
    const errors: string[] = []
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text())
    })
    // Serve the home page's data without its product photos: the carousel cannot be built, so the
    // page throws while hydrating, the way a real content or data mistake would.
    await page.route("**/page-data/index/page-data.json", async (route) => {
      const response = await route.fetch()
      const pageData = await response.json()
      pageData.result.data.allFile.nodes = []
      await route.fulfill({ response, json: pageData })
    })
    await page.goto("/")
    await expect(page.getByRole("heading", { name: "Unexpected Application Error!" })).toBeVisible()
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/")
    expect(errors.some((line) => line.includes("Unexpected application error"))).toBe(true)
  },
)
