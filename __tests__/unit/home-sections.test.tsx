import { fireEvent, render, screen, within } from "../support/render"
import * as homeCopy from "../../src/data/home"
import { Hero } from "../../src/components/home/hero"
import { Features } from "../../src/components/home/features"
import { Routine } from "../../src/components/home/routine"
import { LedModes } from "../../src/components/home/led-modes"
import { Faq } from "../../src/components/home/faq"
import { faqItems } from "../../src/data/home"
import { productJsonLd } from "../../src/components/seo/structured-data"
import { listingUrl } from "../../src/data/site"
import { keepDetailsGroupsExclusive } from "../../src/lib/exclusive-details"

const expectNewTab = (link: HTMLElement) => {
  expect(link).toHaveAttribute("href", listingUrl)
  expect(link).toHaveAttribute("target", "_blank")
  expect(link).toHaveAttribute("rel", "noopener noreferrer")
}

describe("Hero", () => {
  it("shows the title, the buy button with one accessible name, and both claim lines", () => {
    render(<Hero copy={homeCopy} media={null} />)
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

  it("shows the Amazon.ca rating near the buy button, the figures the Product JSON-LD gives", () => {
    render(<Hero copy={homeCopy} media={null} />)
    expect(productJsonLd({ ...homeCopy.productCopy, imagePaths: [] })).toMatchObject({
      aggregateRating: { ratingValue: 4.8, reviewCount: 127, bestRating: 5 },
    })
    const rating = screen.getByText("Rated 4.8 out of 5 from 127 reviews on Amazon.ca")
    // Right after the buy button, before the trust line.
    const buy = screen.getByRole("link", { name: /^Buy Now on Amazon\.ca/ })
    expect(buy.compareDocumentPosition(rating) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(
      rating.compareDocumentPosition(screen.getByText("Trusted by 10,000+ customers worldwide")) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
  })
})

describe("LED modes card", () => {
  it("describes the four modes in the spec's words: firmness, balancing oils, nutrient absorption, smoothness, radiant look", () => {
    render(<LedModes copy={homeCopy} />)
    const items = screen.getAllByRole("listitem")
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Blue.*firmness/i),
      expect.stringMatching(/^Green.*balancing oils, nutrient absorption/i),
      expect.stringMatching(/^Orange.*smoothness/i),
      expect.stringMatching(/^Red.*radiant look/i),
    ])
  })
})

describe("Features", () => {
  it("shows six cards with their titles", () => {
    render(<Features copy={homeCopy} />)
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
    render(<Routine copy={homeCopy} />)
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

describe("FAQ", () => {
  // Opening and closing are the browser's own <details> behaviour: the browser tests cover them,
  // with JavaScript and without.
  it("has six questions, each a closed disclosure in one exclusive group", () => {
    render(<Faq copy={homeCopy} />)
    const items = screen.getAllByRole("group")
    expect(items).toHaveLength(6)
    items.forEach((item) => {
      expect(item.tagName).toBe("DETAILS")
      expect(item).toHaveAttribute("name", "faq")
      expect(item).not.toHaveAttribute("open")
    })
    expect(items.map((item) => item.querySelector("summary")?.textContent)).toEqual(
      faqItems.map(({ question }) => question),
    )
  })

  it("closes the open item when another opens, where the browser does not do it itself", () => {
    // jsdom, like browsers before <details name>, leaves grouping to the page's listener.
    const stopListening = keepDetailsGroupsExclusive(document)
    render(<Faq copy={homeCopy} />)
    const [first, second] = screen.getAllByRole("group") as HTMLDetailsElement[]
    first.open = true
    fireEvent(first, new Event("toggle"))
    second.open = true
    fireEvent(second, new Event("toggle"))
    stopListening()
    expect(first.open).toBe(false)
    expect(second.open).toBe(true)
  })

  it("is followed by the 'View Product Details on Amazon' link to the listing", () => {
    render(<Faq copy={homeCopy} />)
    expectNewTab(screen.getByRole("link", { name: /View Product Details on Amazon/ }))
  })
})
