/** @jest-environment node */
import { articleWords, countWords, readTimeFor } from "../../src/node/read-time"

describe("read time", () => {
  it("counts the words a reader reads, not link targets or JSX tags", () => {
    const body = [
      "## Why it's worth it",
      "See [our LED guide](/blog/led-light-therapy-colors-skin-benefits/) first.",
      "<ListingLink>see LumaSculpt on Amazon.ca</ListingLink>",
    ].join("\n\n")
    // Why it's worth it (4) · See our LED guide first (5) · see LumaSculpt on Amazon ca (5)
    expect(countWords(body)).toBe(14)
  })

  it("rounds up at 200 words a minute", () => {
    expect(readTimeFor("word ".repeat(200))).toBe("1 min read")
    expect(readTimeFor("word ".repeat(201))).toBe("2 min read")
  })

  it("never says 0 min read", () => {
    expect(readTimeFor("Short.")).toBe("1 min read")
  })

  it("counts the text a shortcode shows, which its tag alone hides", () => {
    const withNotes = articleWords("Before you start:\n\n<SafetyNotes />")
    // The safety list is dozens of words; its tag counts none of them.
    expect(countWords("Before you start:\n\n<SafetyNotes />")).toBe(3)
    expect(withNotes).toBeGreaterThan(150)
    expect(articleWords("<SafetyNotes />\n\n<SafetyNotes />")).toBe(2 * (withNotes - 3))
  })

  it("counts nothing for a tag that is not a shortcode", () => {
    expect(articleWords("Text. <Unknown />")).toBe(1)
  })
})
