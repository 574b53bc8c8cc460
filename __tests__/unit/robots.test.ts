/** @jest-environment node */
import { robotsTxt } from "../../src/node/robots"

describe("robots.txt", () => {
  it("allows every crawler everywhere but the content editor, and names the sitemap's absolute URL", () => {
    expect(robotsTxt("https://lumasculpt.example")).toBe(
      "User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: https://lumasculpt.example/sitemap-index.xml\n",
    )
  })
})
