import { mustNotUseTopics } from "../support/safety-topics"
import * as buyEn from "../../src/data/business-copy"
import * as buyFr from "../../src/data/fr/business-copy"
import { fireEvent, render, screen, within } from "../support/render"
import * as homeCopy from "../../src/data/home"
import * as homeFr from "../../src/data/fr/home"
import { Features } from "../../src/components/home/features"
import { Hero } from "../../src/components/home/hero"
import { Routine } from "../../src/components/home/routine"
import { LedModes } from "../../src/components/home/led-modes"
import { Faq } from "../../src/components/home/faq"
import { repositoryRegister } from "../support/business"
import { listingUrl } from "../../src/data/site"
import { keepDetailsGroupsExclusive } from "../../src/lib/exclusive-details"
import { faqItemsFor, plainFaqItems } from "../../src/lib/faq-items"

const faqItems = faqItemsFor(homeCopy.faqItems, buyEn.businessCopy, repositoryRegister, "en")

const expectNewTab = (link: HTMLElement) => {
  expect(link).toHaveAttribute("href", listingUrl)
  expect(link).toHaveAttribute("target", "_blank")
  expect(link).toHaveAttribute("rel", "noopener noreferrer")
}

describe("LED modes card", () => {
  it("describes each of the four modes by its light, then what it is designed for, with no result as a label", () => {
    render(<LedModes />)
    const items = screen.getAllByRole("listitem")
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^BlueCool-toned light for a crisp, fresh-feeling session\./),
      expect.stringMatching(/^GreenA soft green light for days when skin looks shiny\./),
      expect.stringMatching(/^OrangeA warm amber light, designed for a smoother, more even look\./),
      expect.stringMatching(/^RedDeep red light, designed for a fresher, more radiant look\./),
    ])
    for (const item of items) {
      expect(item).not.toHaveTextContent(
        /firm|matte look|smoothness:|absorption|nutrient|balancing oils|sebum/i,
      )
    }
  })

  it("tells newcomers to start with Red", () => {
    render(<LedModes />)
    expect(screen.getByText(/New to LED light\? Start with Red\./)).toBeInTheDocument()
  })

  it("links medium or darker skin to the safety notes before Blue, in a link of its own", () => {
    render(<LedModes />)
    const [blue, ...others] = screen.getAllByRole("listitem")
    expect(blue).toHaveTextContent(
      /Medium or darker skin: read the safety notes before using Blue\./,
    )
    expect(
      within(blue).getByRole("link", { name: "read the safety notes before using Blue" }),
    ).toHaveAttribute("href", "/safety/#blue-light")
    for (const item of others) expect(within(item).queryByRole("link")).toBeNull()
  })

  it("links the French Blue line to the French safety notes", () => {
    render(<LedModes />, { locale: "fr" })
    const [blue] = screen.getAllByRole("listitem")
    expect(
      within(blue).getByRole("link", {
        name: "lisez les consignes de sécurité avant d'utiliser le mode Bleu",
      }),
    ).toHaveAttribute("href", "/fr/securite/#lumiere-bleue")
  })
})

/** Words that would make a card promise a change in the body rather than in how skin looks. */
const bodyClaim =
  /anti-aging|wrinkle reduction|collagen|boost|\bsculpt|therapy|treatment|tones?\b|lifts?\b|muscle|circulation|energiz|results vary/i

describe("Features", () => {
  it("shows six topics, in order, each titled by a feature or a sensation", () => {
    render(<Features />)
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("What's in Every Session")
    const titles = screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)
    expect(titles).toEqual([
      "Red Light Mode",
      "Smoothing Upward Glide",
      "Three Tools, One Routine",
      "Gentle EMS Along the Jaw",
      "Cool-Touch Finish",
      "Morning Pick-Me-Up",
    ])
    expect(screen.getAllByRole("listitem")).toHaveLength(6)
  })

  /** The words of each card title a visitor scans, lower case, without punctuation. */
  const titleWords = () =>
    screen
      .getAllByRole("heading", { level: 3 })
      .map((title) => (title.textContent ?? "").toLowerCase().match(/[\p{L}\p{N}'’-]+/gu) ?? [])

  it.each(["en", "fr"] as const)(
    "%s: gives six reasons, no word in two titles (scanners read titles only)",
    (locale) => {
      render(<Features />, { locale })
      const words = titleWords()
      expect(words).toHaveLength(6)
      const all = words.flat()
      expect(all.filter((word, index) => all.indexOf(word) !== index)).toEqual([])
    },
  )

  it("sells the three-in-one value: light, gentle EMS and cool in one device, one routine", () => {
    render(<Features />)
    const card = screen.getByRole("heading", { name: "Three Tools, One Routine" }).closest("li")
    expect(card).toHaveTextContent(
      /LED light, gentle EMS pulses and a cooling finish in one handheld device: one thing on your shelf, and one short routine to remember\./,
    )
  })

  it("promises no feel every time: the unhedged 'springy right after each session' is gone", () => {
    for (const locale of ["en", "fr"] as const) {
      const { unmount } = render(<Features />, { locale })
      for (const card of screen.getAllByRole("listitem")) {
        expect(card).not.toHaveTextContent(/springy|after each session|souplesse|chaque séance/i)
      }
      unmount()
    }
  })

  it("titles no card with a result: no test of LumaSculpt exists", () => {
    render(<Features />)
    for (const title of screen.getAllByRole("heading", { level: 3 })) {
      expect(title).not.toHaveTextContent(/-looking|radiant|plumper|softer|defined|firmer/i)
    }
  })

  it("has no card whose title or text promises a change in the body", () => {
    render(<Features />)
    for (const card of screen.getAllByRole("listitem")) {
      expect(card).not.toHaveTextContent(bodyClaim)
      expect(card).not.toHaveTextContent(/plump|bouncier|did not show|none of them tested/i)
    }
  })

  it("links the jawline card to how to use EMS along the jaw, with no pointer left unlinked", () => {
    render(<Features />)
    const jawline = screen.getAllByRole("listitem")[3]
    expect(jawline).toHaveTextContent(/gentle EMS pulses you feel as a light tapping\./)
    expect(
      within(jawline).getByRole("link", { name: "How to use EMS along the jaw" }),
    ).toHaveAttribute("href", "/blog/ems-facial-technology-jawline-sculpting/")
    expect(screen.queryByText(/our (EMS )?guide|our blog/i)).toBeNull()
  })

  it("links the French jawline card to the French EMS article", () => {
    render(<Features />, { locale: "fr" })
    const jawline = screen.getAllByRole("listitem")[3]
    expect(
      within(jawline).getByRole("link", { name: "Comment utiliser l'EMS le long de la mâchoire" }),
    ).toHaveAttribute("href", "/fr/blogue/technologie-ems-visage-contour-machoire/")
  })
})

describe("Hero", () => {
  it.each([
    ["en", "Red light, EMS and cooling in one face massager", /10–15 minute/],
    [
      "fr",
      "Massage du visage\u00a0: lumière rouge, électrostimulation (EMS) et froid",
      /10 à 15\u00a0minutes/,
    ],
  ] as const)(
    "says what it is in its headline, a face device with red light, EMS and cooling, and the routine's length above it (%s)",
    (locale, title, length) => {
      render(<Hero media={null} />, { locale })
      const heading = screen.getByRole("heading", { level: 1 })
      expect(heading.textContent).toBe(title)
      expect(heading.textContent?.split(/\s+/).length).toBeLessThanOrEqual(10)
      expect(heading.previousElementSibling?.textContent).toMatch(length)
    },
  )

  it("spells EMS out in the description, once", () => {
    render(<Hero media={null} />)
    expect(
      screen.getByText(/gentle electrical muscle stimulation \(EMS\) pulses/),
    ).toBeInTheDocument()
  })
})

describe("Routine", () => {
  it("shows the four numbered steps in order and the daily tip", () => {
    render(<Routine />)
    const steps = within(screen.getByRole("list")).getAllByRole("listitem")
    expect(steps.map((step) => within(step).getByRole("heading").textContent)).toEqual([
      "Cleanse",
      "Apply Device",
      "Cool & Soothe",
      "Glow",
    ])
    expect(steps.map((step) => step.textContent?.slice(0, 2))).toEqual(["01", "02", "03", "04"])
    expect(screen.getByText(/10–15 minutes daily/)).toBeInTheDocument()
  })

  it("ends with a second buy button, after the tip, with the dated rating under it", () => {
    render(<Routine />)
    const tip = screen.getByText(/^Tip: /)
    const buy = screen.getByRole("link", { name: "Buy Now on Amazon.ca (opens in a new tab)" })
    const rating = screen.getByRole("link", { name: /127 ratings on Amazon\.ca/ })
    expect(tip.compareDocumentPosition(buy) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(buy.compareDocumentPosition(rating) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(rating.closest("p")).toHaveTextContent(
      /^★★★★★4\.8 out of 5 · 127 ratings on Amazon\.ca \(opens in a new tab\), as of November 28, 2026$/,
    )
    expectNewTab(buy)
  })

  it("writes the French tip in lower case after its colon", () => {
    render(<Routine />, { locale: "fr" })
    expect(screen.getByText(/^Conseil/).textContent).toBe(
      "Conseil\u00a0: utilisez LumaSculpt 10 à 15\u00a0minutes par jour, en une seule séance.",
    )
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

  it("asks what a buyer asks before ordering", () => {
    render(<Faq items={faqItems} />)
    expect(
      screen.getAllByRole("group").map((item) => item.querySelector("summary")?.textContent),
    ).toEqual([
      "What does the EMS feel like?",
      "Who should not use it?",
      "How do shipping and returns work in Canada?",
      "How often should I use it?",
      "Can I use it with my skincare?",
      "When will I notice a difference?",
    ])
  })

  it("opens, in French too, with how the EMS feels, spelled out, never with whether it hurts", () => {
    render(
      <Faq items={faqItemsFor(homeFr.faqItems, buyFr.businessCopy, repositoryRegister, "fr")} />,
      { locale: "fr" },
    )
    const [first] = screen.getAllByRole("group")
    expect(first.querySelector("summary")?.textContent).toBe(
      "Comment se fait sentir l'électrostimulation (EMS)\u202f?",
    )
    expect(first.querySelector("summary")).not.toHaveTextContent(/mal/)
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

  it("is followed by the 'View Product Details on Amazon.ca' link to the listing", () => {
    render(<Faq items={faqItems} />)
    expectNewTab(screen.getByRole("link", { name: /View Product Details on Amazon\.ca/ }))
  })

  /** The answer under a question, as a visitor reads it once the item is open. */
  const answerTo = (question: string) => {
    const item = screen.getByText(question).closest("details")
    if (!item) throw new Error(`no FAQ item asks "${question}"`)
    return item
  }

  it("lists, one a bullet, every case in which the device must not be used, and links the full safety notes", () => {
    render(<Faq items={faqItems} />)
    const answer = answerTo("Who should not use it?")
    const bullets = within(within(answer).getByRole("list")).getAllByRole("listitem")
    for (const topic of [
      ...mustNotUseTopics,
      /heart condition/,
      /ask your doctor or pharmacist first if your skin reacts to light/i,
      /medium or darker, ask a dermatologist before using Blue/,
    ]) {
      expect(bullets.filter((bullet) => topic.test(bullet.textContent ?? ""))).toHaveLength(1)
    }
    // The absolute cases come first, each its own bullet, never offering a doctor's go-ahead.
    bullets.slice(0, 4).forEach((bullet) => {
      expect(bullet).toHaveTextContent(/^Do not use it if you/)
      expect(bullet).not.toHaveTextContent(/doctor/i)
    })
    expect(
      within(answer).getByRole("link", { name: "Read the full safety notes" }),
    ).toHaveAttribute("href", "/safety/")
  })

  it("says how the EMS feels, that it should never hurt, and to stop if it stings", () => {
    render(<Faq items={faqItems} />)
    const answer = answerTo("What does the EMS feel like?")
    expect(answer).toHaveTextContent(/^What does the EMS feel like\?A light tapping where the head/)
    expect(answer).toHaveTextContent(
      /light tapping where the head touches your skin; it should never sting, burn or hurt/,
    )
    expect(answer).toHaveTextContent(/never on your neck or throat/)
    expect(answer).toHaveTextContent(/If a pass stings, stop\./)
  })

  it("answers how often with the routine alone, not a dose from a study", () => {
    render(<Faq items={faqItems} />)
    const answer = answerTo("How often should I use it?")
    expect(answer).toHaveTextContent(
      /^How often should I use it\?Use LumaSculpt for 10–15 minutes daily/,
    )
    expect(answer).toHaveTextContent(/one LED mode per session/)
    expect(answer).not.toHaveTextContent(/stud(y|ies)|dose/i)
  })

  it("puts the skincare steps around a session as a list, retinoids and acids included", () => {
    render(<Faq items={faqItems} />)
    const answer = answerTo("Can I use it with my skincare?")
    const bullets = within(within(answer).getByRole("list")).getAllByRole("listitem")
    expect(answer).toHaveTextContent(
      /Yes\. Here is the order to follow before and after a session\./,
    )
    expect(bullets.map((bullet) => bullet.textContent)).toEqual([
      expect.stringMatching(/^Before: cleanse/),
      expect.stringMatching(/^After: wipe off the gel/),
      expect.stringMatching(/retinoid .*shorter sessions every other day/),
      expect.stringMatching(/acids and peels: keep them to evenings without a session/),
    ])
  })

  it("claims nothing about charging", () => {
    render(<Faq items={faqItems} />)
    for (const item of screen.getAllByRole("group")) expect(item).not.toHaveTextContent(/charg/i)
  })
})

describe("FAQ structured data", () => {
  it("reads each answer with its bullets as one plain text, with no list and no link", () => {
    const plain = plainFaqItems(faqItems)
    expect(plain.map(({ question }) => question)).toEqual(faqItems.map(({ question }) => question))
    const safetyAnswer = plain[1]
    expect(safetyAnswer.answer).toMatch(
      /^Check these before you order; the full safety notes cover every case\. Do not use it if you are pregnant or might be\. Do not use it if you have a pacemaker/,
    )
    for (const topic of mustNotUseTopics) expect(safetyAnswer.answer).toMatch(topic)
    // The intro ends its own sentence, so the joined text never reads "order: Before: …".
    expect(plain[4].answer).toMatch(/before and after a session\. Before: cleanse/)
    const frenchSkincare = plainFaqItems(
      faqItemsFor(homeFr.faqItems, buyFr.businessCopy, repositoryRegister, "fr"),
    )[4]
    expect(frenchSkincare.answer).toMatch(
      /^Oui\. Voici l'ordre à suivre avant et après la séance\. Avant\u00a0: nettoyez/,
    )
    plain.forEach((item) => {
      expect(item).not.toHaveProperty("points")
      expect(item).not.toHaveProperty("more")
    })
  })
})
