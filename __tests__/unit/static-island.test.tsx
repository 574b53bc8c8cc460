import { act, useEffect, useState } from "react"
import type { ComponentType } from "react"
import { fireEvent, render, screen } from "@testing-library/react"
import { hydrateRoot } from "react-dom/client"
import {
  StaticIsland as ServerIsland,
  type StaticIslandProps,
} from "../../src/components/common/static-island"
import { StaticIsland as BrowserIsland } from "../../src/components/common/static-island.browser"
import { serverHtml } from "../support/server-html"

type Island = ComponentType<StaticIslandProps>

/** Content that would show it ran in the browser: an effect and a click handler. */
const Features = ({ onRun, onClick }: { onRun: () => void; onClick: () => void }) => {
  useEffect(onRun, [onRun])
  return (
    <section aria-label="Features">
      <h2>Anti-Aging Power</h2>
      <button type="button" onClick={onClick}>
        Learn more
      </button>
      <a href="/blog/">Read the blog</a>
    </section>
  )
}

/** A page with a hydrated counter beside the island, the way a home page sits around one. */
const Page = ({
  Island,
  onRun = () => {},
  onClick = () => {},
}: {
  Island: Island
  onRun?: () => void
  onClick?: () => void
}) => {
  const [count, setCount] = useState(0)
  return (
    <main>
      <button type="button" onClick={() => setCount(count + 1)}>
        Pressed {count} times
      </button>
      <Island>
        <Features onRun={onRun} onClick={onClick} />
      </Island>
    </main>
  )
}

const hydrateBrowserPage = async (handlers: { onRun: () => void; onClick: () => void }) => {
  const container = document.createElement("div")
  container.innerHTML = await serverHtml(<Page Island={ServerIsland} />)
  document.body.append(container)
  const serverHeading = screen.getByRole("heading", { name: "Anti-Aging Power" })
  await act(async () => {
    hydrateRoot(container, <Page Island={BrowserIsland} {...handlers} />)
  })
  return { container, serverHeading }
}

describe("StaticIsland", () => {
  afterEach(() => document.body.replaceChildren())

  it("is part of the server HTML, marked as a boundary of its own", async () => {
    const html = await serverHtml(<Page Island={ServerIsland} />)
    expect(html).toMatch(/<!--\$--><section aria-label="Features"><h2>Anti-Aging Power<\/h2>/)
  })

  it("keeps the server HTML as it is while the page hydrates: nothing inside runs", async () => {
    const onRun = jest.fn()
    const onClick = jest.fn()
    const errors = jest.spyOn(console, "error").mockImplementation(() => {})
    const { serverHeading } = await hydrateBrowserPage({ onRun, onClick })

    // The same node the server wrote, and no effect ran.
    expect(screen.getByRole("heading", { name: "Anti-Aging Power" })).toBe(serverHeading)
    expect(onRun).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole("button", { name: "Learn more" }))
    expect(onClick).not.toHaveBeenCalled()
    // The rest of the page is hydrated and answers.
    fireEvent.click(screen.getByRole("button", { name: "Pressed 0 times" }))
    expect(screen.getByRole("button", { name: "Pressed 1 times" })).toBeInTheDocument()
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })

  it("keeps its content when the page around it renders again", async () => {
    const { serverHeading } = await hydrateBrowserPage({ onRun: () => {}, onClick: () => {} })

    for (const count of [0, 1, 2]) {
      fireEvent.click(screen.getByRole("button", { name: `Pressed ${count} times` }))
    }

    expect(screen.getByRole("heading", { name: "Anti-Aging Power" })).toBe(serverHeading)
    expect(screen.getByRole("link", { name: "Read the blog" })).toHaveAttribute("href", "/blog/")
  })

  it("renders its content when the page is rendered in the browser (reached by a link)", () => {
    const onRun = jest.fn()
    const onClick = jest.fn()
    render(<Page Island={BrowserIsland} onRun={onRun} onClick={onClick} />)

    expect(screen.getByRole("heading", { name: "Anti-Aging Power" })).toBeInTheDocument()
    expect(onRun).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByRole("button", { name: "Learn more" }))
    expect(onClick).toHaveBeenCalledTimes(1)
  })
})
