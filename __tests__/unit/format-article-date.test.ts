/** @jest-environment node */
import { formatArticleDate } from "../../src/lib/format-article-date"
import { formatCount, formatDecimal } from "../../src/lib/format"

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

  it("writes the fr-CA long date, as Intl would, for every month: 10 novembre 2026, 1er mai", () => {
    const intl = new Intl.DateTimeFormat("fr-CA", { dateStyle: "long", timeZone: "UTC" })
    for (let month = 1; month <= 12; month += 1) {
      const iso = `2026-${String(month).padStart(2, "0")}-1${month % 9}`
      expect(formatArticleDate(iso, "fr")).toBe(intl.format(new Date(iso)))
    }
    expect(formatArticleDate("2026-11-10", "fr")).toBe("10 novembre 2026")
    expect(formatArticleDate("2026-05-01", "fr")).toBe("1er mai 2026")
  })
})

describe("formatCount and formatDecimal", () => {
  it("group thousands with a comma in English and a no-break space in French", () => {
    expect(formatCount(10000, "en")).toBe("10,000")
    expect(formatCount(10000, "fr")).toBe("10\u00a0000")
    expect(formatCount(127, "fr")).toBe("127")
    expect(formatCount(1234567, "fr")).toBe(new Intl.NumberFormat("fr-CA").format(1234567))
  })

  it("write decimals with a point in English and a comma in French", () => {
    expect(formatDecimal(4.8, "en")).toBe("4.8")
    expect(formatDecimal(4.8, "fr")).toBe("4,8")
  })
})
