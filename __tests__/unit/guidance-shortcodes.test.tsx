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
    expect(screen.getByText(/10-15 minutes daily/)).toBeInTheDocument()
    expect(container).toHaveTextContent(routine.expectations)
  })

  it("<SafetyNotes /> gives the whole list, with no heading of its own", () => {
    render(<SafetyNotes />)
    expect(screen.queryByRole("heading")).toBeNull()
    const items = screen.getAllByRole("listitem").map((item) => item.textContent)
    expect(items).toHaveLength(safety.notForYou.items.length + safety.everySession.items.length)
    for (const topic of [
      /pregnant/,
      /pacemaker/,
      /epilepsy/,
      /broken skin/,
      /photosensitizing medication/,
      /into your eyes/,
      /front of the neck/,
      /415 nm.*Duteil.*630 nm did not/,
      /retinoid.*start gradually/,
      /rebound flushing/,
    ]) {
      expect(items.some((item) => topic.test(item ?? ""))).toBe(true)
    }
  })
})
