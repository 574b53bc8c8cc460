import { detailsGroupsAreNative, keepDetailsGroupsExclusive } from "../../src/lib/exclusive-details"

/** Two named groups of two items and one unnamed item, as plain server HTML. */
const page = () => {
  document.body.innerHTML = `
    <details name="faq"><summary>Q1</summary>A1</details>
    <details name="faq"><summary>Q2</summary>A2</details>
    <details name="other" open><summary>Q3</summary>A3</details>
    <details open><summary>Q4</summary>A4</details>`
  return [...document.querySelectorAll("details")]
}

/** What a browser does when a visitor opens an item: the attribute, then a toggle event. */
const open = (details: HTMLDetailsElement) => {
  details.open = true
  details.dispatchEvent(new Event("toggle"))
}

describe("keepDetailsGroupsExclusive", () => {
  it("closes the other open items of a group when one opens, and leaves other groups alone", () => {
    const [first, second, otherGroup, unnamed] = page()
    const stop = keepDetailsGroupsExclusive(document)
    open(first)
    open(second)
    stop()
    expect([first.open, second.open, otherGroup.open, unnamed.open]).toEqual([
      false,
      true,
      true,
      true,
    ])
  })

  it("stops when the returned function is called", () => {
    const [first, second] = page()
    keepDetailsGroupsExclusive(document)()
    open(first)
    open(second)
    expect([first.open, second.open]).toEqual([true, true])
  })

  it("adds no listener where the browser groups <details name> itself", () => {
    const prototype = window.HTMLDetailsElement.prototype as { name?: string }
    Object.defineProperty(prototype, "name", { configurable: true, value: "" })
    const addEventListener = jest.spyOn(document, "addEventListener")
    try {
      expect(detailsGroupsAreNative(window)).toBe(true)
      keepDetailsGroupsExclusive(document)
      expect(addEventListener).not.toHaveBeenCalled()
    } finally {
      addEventListener.mockRestore()
      delete prototype.name
    }
    expect(detailsGroupsAreNative(window)).toBe(false)
  })
})
