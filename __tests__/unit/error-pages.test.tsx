import { render, screen } from "../support/render"
import type { PageProps } from "gatsby"
import { ErrorBoundary } from "../../src/components/common/error-boundary"
import NotFoundPage from "../../src/pages/404"
import { NotFoundPage as NotFoundPageOfEdition } from "../../src/components/common/not-found-page"
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

describe("404 pages offer the other edition", () => {
  beforeEach(() => mockMatchMedia())

  it("the English one invites French readers, in French, to /fr/", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined)
    const props = { location: { pathname: "/confidentialite/" } } as unknown as PageProps
    render(<NotFoundPage {...props} />)
    const link = screen.getByRole("link", { name: "Accueil en français" })
    expect(link).toHaveAttribute("href", "/fr/")
    expect(link.closest("p")).toHaveAttribute("lang", "fr-CA")
    expect(link.closest("p")).toHaveTextContent(
      "Vous cherchez l'édition française ? Accueil en français",
    )
    jest.mocked(console.error).mockRestore()
  })

  it("the French one invites English readers, in English, to /", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined)
    render(<NotFoundPageOfEdition pathname="/fr/nulle-part/" />, { locale: "fr" })
    expect(
      screen.getByRole("heading", { level: 1, name: /^Oups\u202f! Page introuvable$/ }),
    ).toBeInTheDocument()
    const link = screen.getByRole("link", { name: "English home page" })
    expect(link).toHaveAttribute("href", "/")
    expect(link.closest("p")).toHaveAttribute("lang", "en-CA")
    jest.mocked(console.error).mockRestore()
  })
})
