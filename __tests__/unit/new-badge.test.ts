/** @jest-environment node */
import { isNewOn, newBadgeDays } from "../../src/node/new-badge"

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
})
