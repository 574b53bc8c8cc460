/** @jest-environment node */
import { daysFrom, isNewOn, newBadgeDays } from "../../src/node/new-badge"

describe("the featured article's New badge", () => {
  it("lasts 60 days", () => {
    expect(newBadgeDays).toBe(60)
  })

  it("is on from the article's date through its 60th day", () => {
    expect(isNewOn("2026-11-10", "2026-11-10")).toBe(true)
    expect(isNewOn("2026-11-10", "2026-11-28")).toBe(true)
    expect(isNewOn("2026-11-10", "2027-01-09")).toBe(true)
  })

  it("is off from the 61st day", () => {
    expect(isNewOn("2026-11-10", "2027-01-10")).toBe(false)
    expect(isNewOn("2026-09-15", "2026-11-28")).toBe(false)
  })

  it("counts calendar days across months, years and leap days", () => {
    expect(daysFrom("2026-12-31", "2027-01-01")).toBe(1)
    expect(daysFrom("2028-02-28", "2028-03-01")).toBe(2)
    expect(daysFrom("2026-11-10", "2026-11-01")).toBe(-9)
  })
})
