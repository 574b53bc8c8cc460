/** @jest-environment node */
import { roundOrder } from "../../scripts/lib/round-order.mjs"

// 16 of our routes and the peer's two, as `npm run perf -- --against DIR` lists them.
const pages = Array.from({ length: 18 }, (_, index) => `page ${index + 1}`)

describe("the order of the performance report's rounds", () => {
  it("runs the pages in the listed order in the first round", () => {
    expect(roundOrder(pages, 1, 3)).toEqual(pages)
  })

  it("starts each later round an equal share further down the list and wraps around", () => {
    expect(roundOrder(pages, 2, 3).slice(0, 2)).toEqual(["page 7", "page 8"])
    expect(roundOrder(pages, 2, 3).slice(-2)).toEqual(["page 5", "page 6"])
    expect(roundOrder(pages, 3, 3)[0]).toBe("page 13")
  })

  it("runs every page once in every round", () => {
    for (const round of [1, 2, 3]) {
      expect([...roundOrder(pages, round, 3)].sort()).toEqual([...pages].sort())
    }
  })

  it("runs no page last, or first, in more than one of three rounds", () => {
    const rounds = [1, 2, 3].map((round) => roundOrder(pages, round, 3))
    expect(new Set(rounds.map((order) => order.at(-1))).size).toBe(3)
    expect(new Set(rounds.map((order) => order[0])).size).toBe(3)
  })

  it("puts each page in a different third of the round each time", () => {
    const rounds = [1, 2, 3].map((round) => roundOrder(pages, round, 3))
    for (const page of pages) {
      const thirds = rounds.map((order) => Math.floor((order.indexOf(page) * 3) / pages.length))
      expect([...thirds].sort()).toEqual([0, 1, 2])
    }
  })

  it("keeps the listed order with a single round and copes with an empty list", () => {
    expect(roundOrder(pages, 1, 1)).toEqual(pages)
    expect(roundOrder([], 2, 3)).toEqual([])
  })
})
