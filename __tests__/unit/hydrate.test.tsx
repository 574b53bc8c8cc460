import { act, useState } from "react"
import { fireEvent, screen } from "@testing-library/react"
import { hydrateInSlices } from "../../src/hydrate"
import { serverHtml } from "../support/server-html"

/** A page in Gatsby's shape: #___gatsby > #gatsby-focus-wrapper > the page, with one control. */
const Page = () => {
  const [count, setCount] = useState(0)
  return (
    <div id="gatsby-focus-wrapper">
      <h1>LumaSculpt</h1>
      <button type="button" onClick={() => setCount(count + 1)}>
        Pressed {count} times
      </button>
    </div>
  )
}

const mountRoot = (html: string) => {
  const root = document.createElement("div")
  root.id = "___gatsby"
  root.innerHTML = html
  document.body.append(root)
  return root
}

describe("hydrateInSlices (gatsby-browser's replaceHydrateFunction)", () => {
  afterEach(() => document.body.replaceChildren())

  it("hydrates the server HTML in place: the same nodes, and the controls work", async () => {
    const root = mountRoot(await serverHtml(<Page />))
    const serverHeading = screen.getByRole("heading", { name: "LumaSculpt" })
    const errors = jest.spyOn(console, "error").mockImplementation(() => {})

    let cleanup = () => {}
    await act(async () => {
      cleanup = hydrateInSlices(<Page />, root)
    })

    expect(screen.getByRole("heading", { name: "LumaSculpt" })).toBe(serverHeading)
    fireEvent.click(screen.getByRole("button", { name: "Pressed 0 times" }))
    expect(screen.getByRole("button", { name: "Pressed 1 times" })).toBeInTheDocument()
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
    act(() => cleanup())
    expect(root).toBeEmptyDOMElement()
  })

  it("renders a page that has no server HTML (gatsby develop) instead of hydrating it", async () => {
    const root = mountRoot("")
    const errors = jest.spyOn(console, "error").mockImplementation(() => {})

    await act(async () => {
      hydrateInSlices(<Page />, root)
    })

    expect(screen.getByRole("button", { name: "Pressed 0 times" })).toBeInTheDocument()
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })
})
