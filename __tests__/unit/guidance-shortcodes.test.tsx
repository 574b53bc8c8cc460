import { mustNotUseTopics } from "../support/safety-topics"
import { render, screen, within } from "../support/render"
import { mdxComponents } from "../../src/components/blog/mdx-components"
import { routine, safety, studyCaveat } from "../../src/data/guidance"

const { RoutineSteps, SafetyNotes, StudyCaveat } = mdxComponents

describe("the guidance shortcodes", () => {
  it("<StudyCaveat /> says the studies did not test LumaSculpt", () => {
    render(<StudyCaveat />)
    expect(screen.getByText(studyCaveat.label)).toBeInTheDocument()
    expect(screen.getByText(/different wavelengths, power, settings and schedules/)).toBeVisible()
  })

  it("<RoutineSteps /> lists the four steps once each, numbered by the list itself", () => {
    const { container } = render(<RoutineSteps />)
    const list = screen.getByRole("list")
    expect(list.tagName).toBe("OL")
    const steps = within(list).getAllByRole("listitem")
    expect(steps.map((step) => step.querySelector("strong")?.textContent)).toEqual([
      "Cleanse.",
      "Apply Device.",
      "Cool & Soothe.",
      "Glow.",
    ])
    // No "1. 01 Cleanse": the step numbers are the list's markers, never part of the text.
    steps.forEach((step) => expect(step.textContent).not.toMatch(/^\s*0\d/))
    expect(screen.getByText(/10–15 minutes daily/)).toBeInTheDocument()
    expect(container).toHaveTextContent(routine.expectations)
  })

  it("<SafetyNotes /> gives the whole list, with no heading of its own", () => {
    render(<SafetyNotes />)
    expect(screen.queryByRole("heading")).toBeNull()
    const items = screen.getAllByRole("listitem").map((item) => item.textContent)
    expect(items).toHaveLength(
      safety.notForYou.items.length +
        safety.askFirst.items.length +
        safety.everySession.items.length +
        safety.whenToStop.items.length,
    )
    for (const topic of [
      ...mustNotUseTopics,
      /heart condition or an irregular heartbeat, ask your doctor before using EMS/,
      /metal plates/,
      /broken skin/,
      /photosensitizing medication/,
      /part of your face is numb/,
      /under 18/,
      /into your eyes/,
      /eye protection supplied/,
      /front of the neck/,
      /bathe or shower/,
      /415 nm.*Duteil.*630 nm did not/,
      /Red is the only colour.*orange and green were not tested/,
      /retinoid.*start gradually/,
      /rebound flushing/,
      /out of children's reach/,
      /burns, blisters or stays red/,
      /dizzy, get a headache or see flashes of light/,
    ]) {
      expect(items.some((item) => topic.test(item ?? ""))).toBe(true)
    }
  })

  it("<SafetyNotes /> has a French anchor on French pages, not the English one", () => {
    const anchorIn = (locale: "en" | "fr") =>
      render(<SafetyNotes />, { locale }).container.querySelector("p[id]")?.id
    expect(anchorIn("en")).toBe("safety-notes")
    expect(anchorIn("fr")).toBe("consignes-de-securite")
  })

  it("<SafetyNotes /> keeps the absolute cases apart from those a doctor can clear", () => {
    render(<SafetyNotes />)
    const [never, askFirst, everySession] = screen.getAllByRole("list")
    expect(never.previousElementSibling).toHaveTextContent(/Do not use it if any of these apply/)
    expect(never.previousElementSibling).not.toHaveTextContent(/doctor/)
    // A personal-care device, not a "cosmetic device" (a category that does not exist in Canada).
    expect(never.previousElementSibling).toHaveTextContent(
      /^LumaSculpt is a personal-care device for how healthy facial skin looks and feels\./,
    )
    const neverItems = within(never).getAllByRole("listitem")
    for (const topic of [/pregnant/, /pacemaker/, /epilepsy/, /cancer/]) {
      expect(neverItems.some((item) => topic.test(item.textContent ?? ""))).toBe(true)
    }
    // An absolute case never offers a doctor's go-ahead as a way round it.
    neverItems.forEach((item) => {
      expect(item).toHaveTextContent(/Do not use it/)
      expect(item).not.toHaveTextContent(/ask your doctor/i)
    })
    expect(askFirst.previousElementSibling).toHaveTextContent(/Ask your doctor.* first if/)
    expect(within(askFirst).getByText(/metal plates/)).toBeInTheDocument()
    expect(within(askFirst).getByText(/heart condition/)).toBeInTheDocument()
    expect(everySession.previousElementSibling).toHaveTextContent("Every time you use it:")
  })

  it("<RoutineSteps /> says the daily routine is the maker's, not the studies' schedule", () => {
    render(<RoutineSteps />)
    expect(
      screen.getByText(
        /studies our articles cite gave sessions twice a week.*not a dose any study tested/,
      ),
    ).toBeInTheDocument()
  })
})
