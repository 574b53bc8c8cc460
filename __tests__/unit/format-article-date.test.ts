/** @jest-environment node */
import { formatArticleDate } from "../../src/lib/format-article-date"

describe("formatArticleDate", () => {
  it("writes the en-CA long date, the same as Intl would, for every month", () => {
    const intl = new Intl.DateTimeFormat("en-CA", { dateStyle: "long", timeZone: "UTC" })
    for (let month = 1; month <= 12; month += 1) {
      const iso = `2026-${String(month).padStart(2, "0")}-0${(month % 9) + 1}`
      expect(formatArticleDate(iso)).toBe(intl.format(new Date(iso)))
    }
  })

  it("formats the featured article's date as 'November 10, 2026'", () => {
    expect(formatArticleDate("2026-11-10")).toBe("November 10, 2026")
  })
})
