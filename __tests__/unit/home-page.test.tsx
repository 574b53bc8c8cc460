import { fireEvent, render, screen, within } from "../support/render"
import { HomePage } from "../../src/components/home/home-page"
import { fakeHomeImages as images } from "../support/fake-image"
import { mockMatchMedia } from "../support/match-media"

describe("HomePage", () => {
  beforeEach(() => mockMatchMedia())

  // jsdom, like browsers before <details name>, does not group the FAQ's items itself.
  it("keeps one FAQ answer open where the browser does not", () => {
    render(<HomePage images={images} />)
    const faq = screen.getByRole("region", { name: "Frequently Asked Questions" })
    const [first, second] = within(faq).getAllByRole("group") as HTMLDetailsElement[]
    first.open = true
    fireEvent(first, new Event("toggle"))
    second.open = true
    fireEvent(second, new Event("toggle"))
    expect(first.open).toBe(false)
    expect(second.open).toBe(true)
  })

  it("shows the features before the animation, which is a drawing, then the routine and the FAQ", () => {
    render(<HomePage images={images} />)
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)
    const order = [
      "What's in Every Session",
      "How a Session Looks (Animation)",
      "Your 4-Step Glow Routine",
      "Frequently Asked Questions",
    ].map((heading) => headings.indexOf(heading))
    expect(order).not.toContain(-1)
    expect(order).toEqual([...order].sort((a, b) => a - b))
  })

  it("offers a second buy button after the routine, with the rating line, and no id twice", () => {
    const { container } = render(<HomePage images={images} />)
    const buyName = "Buy Now on Amazon.ca (opens in a new tab)"
    const [heroBuy, routineBuy] = screen.getAllByRole("link", { name: buyName })
    expect(screen.getAllByRole("link", { name: buyName })).toHaveLength(2)
    const routine = screen.getByRole("region", { name: "Your 4-Step Glow Routine" })
    expect(routine).not.toContainElement(heroBuy)
    expect(routine).toContainElement(routineBuy)
    expect(within(routine).getByRole("link", { name: /127 ratings on Amazon\.ca/ })).toBeVisible()
    const ids = [...container.querySelectorAll("[id]")].map((element) => element.id)
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([])
  })
})
