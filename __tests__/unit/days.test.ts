/**
 * @jest-environment node
 *
 * Day arithmetic, the one module that counts days (src/business/days.ts): the register's limits,
 * the offers, the New badge and the scheduled rebuild all count with it.
 */
import { addDays, daysBetween } from "../../src/business/days"

describe("daysBetween", () => {
  it("counts calendar days across months, years and leap days", () => {
    expect(daysBetween("2026-12-31", "2027-01-01")).toBe(1)
    expect(daysBetween("2028-02-28", "2028-03-01")).toBe(2)
    expect(daysBetween("2026-11-10", "2026-11-01")).toBe(-9)
  })
})

describe("addDays", () => {
  it("gives the day after, across months, years and leap days, and the day before", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01")
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29")
    expect(addDays("2027-02-28", 1)).toBe("2027-03-01")
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28")
    expect(addDays("2026-11-10", 61)).toBe("2027-01-10")
  })
})
