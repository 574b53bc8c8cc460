import { fireEvent, render, screen, within } from "@testing-library/react"
import { Hero } from "../../src/components/home/hero"
import { Features } from "../../src/components/home/features"
import { Routine } from "../../src/components/home/routine"
import { LedModes } from "../../src/components/home/led-modes"
import { Faq } from "../../src/components/home/faq"
import { listingUrl } from "../../src/data/site"

const expectNewTab = (link: HTMLElement) => {
  expect(link).toHaveAttribute("href", listingUrl)
  expect(link).toHaveAttribute("target", "_blank")
  expect(link).toHaveAttribute("rel", "noopener noreferrer")
}

describe("Hero", () => {
  it("shows the title, the buy button with one accessible name, and both claim lines", () => {
    render(<Hero media={null} />)
    expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument()
    const buy = screen.getByRole("link", {
      name: "Buy Now on Amazon.ca - Limited Time Offer (opens in a new tab)",
    })
    expectNewTab(buy)
    expect(within(buy).getByText("Buy Now on Amazon.ca - Limited Time Offer")).toBeInTheDocument()
    expect(within(buy).getByText("Buy Now on Amazon.ca")).toBeInTheDocument()
    expect(screen.getByText("Trusted by 10,000+ customers worldwide")).toBeInTheDocument()
    expect(
      screen.getByText("Now Available in Canada • Free shipping • 30-day money back guarantee"),
    ).toBeInTheDocument()
  })
})

describe("LED modes card", () => {
  it("describes the four modes and what each is for", () => {
    render(<LedModes />)
    const items = screen.getAllByRole("listitem")
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Blue.*firmer/),
      expect.stringMatching(/^Green.*balance oils.*absorption/),
      expect.stringMatching(/^Orange.*smoother/),
      expect.stringMatching(/^Red.*radiant/),
    ])
  })
})

describe("Features", () => {
  it("shows six cards with their titles", () => {
    render(<Features />)
    const titles = screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)
    expect(titles).toEqual([
      "Anti-Aging Power",
      "Wrinkle Reduction",
      "Collagen Boost",
      "Sculpt Jawline",
      "Cooling Therapy",
      "Energizing Treatment",
    ])
    expect(screen.getAllByRole("listitem")).toHaveLength(6)
  })
})

describe("Routine", () => {
  it("shows the four numbered steps in order and the daily tip", () => {
    render(<Routine />)
    const steps = screen.getAllByRole("listitem")
    expect(steps.map((step) => within(step).getByRole("heading").textContent)).toEqual([
      "Cleanse",
      "Apply Device",
      "Cool & Soothe",
      "Glow",
    ])
    expect(steps.map((step) => step.textContent?.slice(0, 2))).toEqual(["01", "02", "03", "04"])
    expect(screen.getByText(/10-15 minutes daily/)).toBeInTheDocument()
  })
})

describe("FAQ accordion", () => {
  const questions = () => screen.getAllByRole("button", { expanded: undefined })
  const answerOf = (button: HTMLElement) =>
    document.getElementById(button.getAttribute("aria-controls") ?? "") as HTMLElement

  it("has six questions, all closed at first, each a button inside a heading", () => {
    render(<Faq />)
    expect(questions()).toHaveLength(6)
    questions().forEach((button) => {
      expect(button).toHaveAttribute("aria-expanded", "false")
      expect(button.closest("h3")).not.toBeNull()
      expect(answerOf(button)).not.toBeVisible()
    })
  })

  it("opens only one item at a time", () => {
    render(<Faq />)
    const [first, second] = questions()
    fireEvent.click(first)
    expect(first).toHaveAttribute("aria-expanded", "true")
    expect(answerOf(first)).toBeVisible()
    fireEvent.click(second)
    expect(second).toHaveAttribute("aria-expanded", "true")
    expect(first).toHaveAttribute("aria-expanded", "false")
    expect(answerOf(first)).not.toBeVisible()
    expect(screen.getAllByRole("button", { expanded: true })).toHaveLength(1)
  })

  it("collapses an open item when it is clicked again", () => {
    render(<Faq />)
    const [first] = questions()
    fireEvent.click(first)
    fireEvent.click(first)
    expect(first).toHaveAttribute("aria-expanded", "false")
    expect(screen.queryAllByRole("button", { expanded: true })).toHaveLength(0)
  })

  it("is followed by the 'View Product Details on Amazon' link to the listing", () => {
    render(<Faq />)
    expectNewTab(screen.getByRole("link", { name: /View Product Details on Amazon/ }))
  })
})
