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
})
