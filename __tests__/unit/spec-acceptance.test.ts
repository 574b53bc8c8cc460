/** @jest-environment node */
// The one test that names the launch articles. Every other test derives its article list from
// content/blog (__tests__/support/articles.ts), so new articles need no test change.
import { articleSlugs } from "../support/articles"

/** The five launch articles' folder names (docs/spec.md). */
const launchSlugs = [
  "red-light-therapy-benefits-anti-aging",
  "ems-facial-technology-jawline-sculpting",
  "led-light-therapy-colors-skin-benefits",
  "wrinkle-reduction-pore-minimizing-techniques",
  "inflammation-redness-cooling-therapy-benefits",
]

describe("spec acceptance", () => {
  it("content/blog holds the five launch articles", () => {
    expect(articleSlugs()).toEqual(expect.arrayContaining(launchSlugs))
  })
})
