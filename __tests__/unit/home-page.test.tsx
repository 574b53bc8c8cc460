import { fireEvent, render, screen, within } from "../support/render"
import { HomePage } from "../../src/components/home/home-page"
import { fakeHomeImages as images, fakeHomeImagesWith } from "../support/fake-image"
import { mockMatchMedia } from "../support/match-media"

describe("HomePage", () => {
  beforeEach(() => mockMatchMedia())

  // jsdom, like browsers before <details name>, does not group the FAQ's items itself.
  it("keeps one FAQ answer open where the browser does not", () => {
    render(<HomePage images={images} videoStandIn />)
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
    render(<HomePage images={images} videoStandIn />)
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
    const { container } = render(<HomePage images={images} videoStandIn />)
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

  describe("copy that follows the media (the build's stand-in gate)", () => {
    it("while the images and the video are drawings, names and marks them as illustrations and an animation", () => {
      render(<HomePage images={images} videoStandIn />)
      const carousel = screen.getByRole("region", { name: "LumaSculpt illustrations" })
      const slides = within(carousel).getAllByRole("group", { name: /^\d of 9$/, hidden: true })
      for (const slide of slides) {
        // On the image itself, not only in the caption under the carousel.
        expect(within(slide).getByText("Illustration")).toBeInTheDocument()
        expect(within(slide).getByRole("img", { hidden: true })).toHaveAccessibleName(
          /^Illustration of /,
        )
      }
      expect(screen.getByRole("heading", { name: "How a Session Looks (Animation)" })).toBeVisible()
      expect(screen.getByText(/It is a drawing, not footage of the device\./)).toBeVisible()
    })

    it("once real photos and footage replace them, never calls them a drawing", () => {
      render(<HomePage images={fakeHomeImagesWith({ standIn: false })} videoStandIn={false} />)
      const carousel = screen.getByRole("region", { name: "LumaSculpt photos" })
      expect(within(carousel).queryByText("Illustration")).not.toBeInTheDocument()
      for (const image of within(carousel).getAllByRole("img", { hidden: true })) {
        expect(image).not.toHaveAccessibleName(/illustration/i)
      }
      expect(screen.getByRole("heading", { name: "Watch a Session" })).toBeVisible()
      expect(screen.queryByText(/drawing|animation/i)).not.toBeInTheDocument()
    })

    it("says the same in French, by the same gate", () => {
      render(<HomePage images={fakeHomeImagesWith({ standIn: false })} videoStandIn={false} />, {
        locale: "fr",
      })
      expect(screen.getByRole("region", { name: "Photos de LumaSculpt" })).toBeInTheDocument()
      expect(screen.getByRole("heading", { name: "Une séance en images" })).toBeVisible()
      expect(screen.queryByText(/dessin|animation/i)).not.toBeInTheDocument()
    })
  })
})
