import type { ShouldUpdateScrollArgs } from "gatsby"
import { shouldUpdateScroll, takeOverScrollRestoration } from "../../src/lib/scroll-on-navigation"
import { renderWhenNearAttribute } from "../../src/styles/render-when-near"

type Place = { pathname: string; hash?: string; key?: string }

/** What Gatsby hands over: the page left (none on load), the page shown and its saved position. */
const navigation = (
  to: Place,
  { from, saved }: { from?: Place; saved?: number | null } = {},
): ShouldUpdateScrollArgs =>
  ({
    prevRouterProps: from && { location: { hash: "", ...from } },
    pathname: to.pathname,
    routerProps: { location: { hash: "", ...to } },
    getSavedScrollPosition: () => [0, saved ?? null],
  }) as unknown as ShouldUpdateScrollArgs

const scrollTo = jest.fn()
const scrollIntoView = jest.fn()

beforeEach(() => {
  scrollTo.mockClear()
  scrollIntoView.mockClear()
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo
  Element.prototype.scrollIntoView = scrollIntoView
  document.body.innerHTML = '<h2 id="results">Results</h2>'
  document.documentElement.setAttribute(renderWhenNearAttribute, "")
})

describe("Gatsby's scroll after a navigation", () => {
  test("a link opens the next page at its top, at once, and Gatsby does not scroll again", () => {
    const handled = shouldUpdateScroll(
      navigation({ pathname: "/blog/" }, { from: { pathname: "/" } }),
    )
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "instant" })
    expect(handled).toBe(false)
  })

  test("back, forward or a reload returns to the saved position at once", () => {
    shouldUpdateScroll(
      navigation({ pathname: "/blog/a/" }, { from: { pathname: "/blog/" }, saved: 6000 }),
    )
    shouldUpdateScroll(navigation({ pathname: "/blog/a/" }, { saved: 2400 }))
    expect(scrollTo.mock.calls).toEqual([
      [{ top: 6000, behavior: "instant" }],
      [{ top: 2400, behavior: "instant" }],
    ])
  })

  test("a #fragment on another page is shown at once; on the page shown, it scrolls smoothly as an in-page link does", () => {
    shouldUpdateScroll(
      navigation({ pathname: "/blog/a/", hash: "#results" }, { from: { pathname: "/" } }),
    )
    shouldUpdateScroll(
      navigation({ pathname: "/blog/a/", hash: "#results" }, { from: { pathname: "/blog/a/" } }),
    )
    expect(scrollIntoView.mock.calls).toEqual([[{ behavior: "instant" }], [{ behavior: "auto" }]])
    expect(scrollIntoView.mock.contexts).toEqual([
      document.getElementById("results"),
      document.getElementById("results"),
    ])
    expect(scrollTo).not.toHaveBeenCalled()
  })

  test("a #fragment no element has leaves the page at its saved position or top", () => {
    shouldUpdateScroll(
      navigation({ pathname: "/blog/", hash: "#gone" }, { from: { pathname: "/" } }),
    )
    expect(scrollIntoView).not.toHaveBeenCalled()
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "instant" })
  })

  test("the first scroll ends rendering when near: from then on pages render whole", () => {
    expect(document.documentElement.hasAttribute(renderWhenNearAttribute)).toBe(true)
    shouldUpdateScroll(navigation({ pathname: "/blog/" }, { from: { pathname: "/" } }))
    expect(document.documentElement.hasAttribute(renderWhenNearAttribute)).toBe(false)
  })
})

test("from the first script on, the browser leaves returns to a saved position to Gatsby", () => {
  history.scrollRestoration = "auto"
  takeOverScrollRestoration()
  expect(history.scrollRestoration).toBe("manual")
})
