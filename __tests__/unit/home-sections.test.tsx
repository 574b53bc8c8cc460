import { mustNotUseTopics } from "../support/safety-topics"
import { fireEvent, render, screen, within } from "../support/render"
import * as homeCopy from "../../src/data/home"
import { Features } from "../../src/components/home/features"
import { Routine } from "../../src/components/home/routine"
import { LedModes } from "../../src/components/home/led-modes"
import { Faq } from "../../src/components/home/faq"
import { repositoryRegister } from "../support/business"
import { listingUrl } from "../../src/data/site"
import { keepDetailsGroupsExclusive } from "../../src/lib/exclusive-details"
import { faqItemsFor } from "../../src/lib/faq-items"

const faqItems = faqItemsFor(homeCopy, repositoryRegister, "en")

const expectNewTab = (link: HTMLElement) => {
  expect(link).toHaveAttribute("href", listingUrl)
  expect(link).toHaveAttribute("target", "_blank")
  expect(link).toHaveAttribute("rel", "noopener noreferrer")
}

describe("LED modes card", () => {
  it("describes the four modes by how skin looks or the session feels: firm feel, matte look, smoothness, radiant look", () => {
    render(<LedModes />)
    const items = screen.getAllByRole("listitem")
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Blue.*firm feel/i),
      expect.stringMatching(/^Green.*matte look/i),
      expect.stringMatching(/^Orange.*smoothness/i),
      expect.stringMatching(/^Red.*radiant look/i),
    ])
  })

  it("points medium or darker skin to the safety notes before Blue, and promises no absorption or oil control", () => {
    render(<LedModes />)
    const [blue, ...others] = screen.getAllByRole("listitem")
    expect(blue).toHaveTextContent(
      /medium or darker skin: read the safety notes before using Blue/i,
    )
    for (const item of [blue, ...others]) {
      expect(item).not.toHaveTextContent(/absorption|nutrient|balancing oils|sebum|firmer/i)
    }
  })
})

/** Words that would make a card promise a change in the body rather than in how skin looks. */
const bodyClaim =
  /anti-aging|wrinkle reduction|collagen|boost|\bsculpt|therapy|treatment|tones?\b|lifts?\b|muscle|circulation|energiz/i

describe("Features", () => {
  it("shows the spec's six topics, in order, titled by how skin looks or the massage feels", () => {
    render(<Features />)
    const titles = screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)
    expect(titles).toEqual([
      "Radiant-Looking Skin",
      "Softer-Looking Lines",
      "Plumper-Looking Skin",
      "Defined-Looking Jawline",
      "Cooling Massage",
      "Refreshing Massage",
    ])
    expect(screen.getAllByRole("listitem")).toHaveLength(6)
  })

  it("has no card whose title or text promises a change in the body", () => {
    render(<Features />)
    for (const card of screen.getAllByRole("listitem")) {
      expect(card).not.toHaveTextContent(bodyClaim)
    }
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

describe("FAQ", () => {
  // Opening and closing are the browser's own <details> behaviour: the browser tests cover them,
  // with JavaScript and without.
  it("has six questions, each a closed disclosure in one exclusive group", () => {
    render(<Faq items={faqItems} />)
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
    render(<Faq items={faqItems} />)
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
    render(<Faq items={faqItems} />)
    expectNewTab(screen.getByRole("link", { name: /View Product Details on Amazon/ }))
  })

  /** The answer under a question, as a visitor reads it once the item is open. */
  const answerTo = (question: string) => {
    const item = screen.getByText(question).closest("details")
    if (!item) throw new Error(`no FAQ item asks "${question}"`)
    return item
  }

  it("names every case in which the device must not be used, and where the full list is", () => {
    render(<Faq items={faqItems} />)
    const answer = answerTo("Who should not use it?")
    for (const topic of [
      ...mustNotUseTopics,
      /photosensitizing medication, ask your doctor or pharmacist first|ask your doctor or pharmacist first if your skin reacts to light/,
      /"Safety notes"/,
    ]) {
      expect(answer).toHaveTextContent(topic)
    }
  })

  it("asks how to care for the device, and claims nothing about charging", () => {
    render(<Faq items={faqItems} />)
    expect(answerTo("How do I care for the device?")).toHaveTextContent(/wipe the gel off/)
    for (const item of screen.getAllByRole("group")) expect(item).not.toHaveTextContent(/charg/i)
  })
})
