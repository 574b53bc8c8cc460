import { render, screen } from "../support/render"
import type { PageProps } from "gatsby"
import { ErrorBoundary } from "../../src/components/common/error-boundary"
import NotFoundPage from "../../src/pages/404"
import { mockMatchMedia } from "../support/match-media"

const Broken = (): never => {
  throw new Error("boom")
}

describe("ErrorBoundary", () => {
  it("shows 'Unexpected Application Error!' with a way home when a page throws, and logs it", () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined)
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    )
    expect(
      screen.getByRole("heading", { name: "Unexpected Application Error!" }),
    ).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/")
    expect(error).toHaveBeenCalledWith(
      "Unexpected application error:",
      expect.objectContaining({ message: "boom" }),
      expect.any(String),
    )
    error.mockRestore()
  })

  it("renders its children when nothing throws", () => {
    render(
      <ErrorBoundary>
        <p>Fine</p>
      </ErrorBoundary>,
    )
    expect(screen.getByText("Fine")).toBeInTheDocument()
  })
})

describe("404 page", () => {
  beforeEach(() => mockMatchMedia())

  it("shows '404', 'Oops! Page not found' and a 'Return to Home' link, and logs the path once", () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined)
    const props = { location: { pathname: "/no-such-page/" } } as unknown as PageProps
    render(<NotFoundPage {...props} />)
    expect(screen.getByText("404")).toBeInTheDocument()
    expect(
      screen.getByRole("heading", { level: 1, name: "Oops! Page not found" }),
    ).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/")
    expect(error).toHaveBeenCalledTimes(1)
    expect(error).toHaveBeenCalledWith(
      "404 Error: User attempted to access non-existent route:",
      "/no-such-page/",
    )
    error.mockRestore()
  })
})
