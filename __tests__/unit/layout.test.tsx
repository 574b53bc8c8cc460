import { act, fireEvent, render, screen, within } from "../support/render"
import { Footer } from "../../src/components/layout/footer"
import { Header } from "../../src/components/layout/header"
import { buildYear, socialLinks } from "../../src/data/site"
import type { PageLocale } from "../../src/hooks/use-locale"
import { mockMatchMedia } from "../support/match-media"

describe("Header", () => {
  beforeEach(() => mockMatchMedia())

  it("links the logo home and lists the three social networks opening in new tabs", () => {
    render(<Header />)
    expect(screen.getByRole("link", { name: "LumaSculpt home" })).toHaveAttribute("href", "/")
    const nav = screen.getByRole("navigation", { name: "LumaSculpt on social media" })
    const links = within(nav).getAllByRole("link")
    expect(links.map((link) => link.getAttribute("href"))).toEqual(socialLinks.map((l) => l.url))
    expect(links.map((link) => link.textContent)).toEqual(["", "", ""])
    links.forEach((link) => {
      expect(link).toHaveAttribute("target", "_blank")
      expect(link).toHaveAttribute("rel", "noopener noreferrer")
    })
    expect(links[0]).toHaveAccessibleName("Instagram (opens in a new tab)")
  })

  it("scrolls to the top instead of navigating when the logo is clicked on the home page", () => {
    const scrollTo = jest.fn()
    window.scrollTo = scrollTo
    render(<Header />)
    const logo = screen.getByRole("link", { name: "LumaSculpt home" })
    const notPrevented = fireEvent.click(logo)
    expect(notPrevented).toBe(false)
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "smooth" })
  })
})

describe("the header's language switch", () => {
  beforeEach(() => mockMatchMedia())

  const renderIn = ({ locale, twinPath }: PageLocale) => render(<Header />, { locale, twinPath })

  it("on an English page, leads to its French twin, marked as French", () => {
    renderIn({ locale: "en", twinPath: "/fr/confidentialite/" })
    const toggle = screen.getByRole("link", { name: "FR Français" })
    expect(toggle).toHaveAttribute("href", "/fr/confidentialite/")
    expect(toggle).toHaveAttribute("hreflang", "fr-CA")
    expect(toggle).toHaveAttribute("lang", "fr-CA")
  })

  it("on a French page, leads to its English twin, and the header speaks French", () => {
    renderIn({ locale: "fr", twinPath: "/privacy/" })
    const toggle = screen.getByRole("link", { name: "EN English" })
    expect(toggle).toHaveAttribute("href", "/privacy/")
    expect(toggle).toHaveAttribute("hreflang", "en-CA")
    expect(screen.getByRole("link", { name: "Blogue" })).toHaveAttribute("href", "/fr/blogue/")
    expect(screen.getByRole("link", { name: "Accueil LumaSculpt" })).toHaveAttribute("href", "/fr/")
  })

  it("on a page without a twin (a 404), leads to the other edition's home", () => {
    renderIn({ locale: "fr", twinPath: null })
    expect(screen.getByRole("link", { name: "EN English" })).toHaveAttribute("href", "/")
  })
})

describe("Social link tooltips", () => {
  beforeEach(() => {
    jest.useFakeTimers()
    mockMatchMedia()
  })
  afterEach(() => jest.useRealTimers())

  const link = (name: string) => screen.getByRole("link", { name: `${name} (opens in a new tab)` })

  it("shows the network's name after 700 ms of hover, not before", () => {
    render(<Header />)
    fireEvent.mouseEnter(link("Instagram"))
    act(() => jest.advanceTimersByTime(699))
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument()
    act(() => jest.advanceTimersByTime(1))
    expect(screen.getByRole("tooltip")).toHaveTextContent("Instagram")
  })

  it("shows the next icon's tooltip at once when moving to it within 300 ms", () => {
    render(<Header />)
    fireEvent.mouseEnter(link("Instagram"))
    act(() => jest.advanceTimersByTime(700))
    fireEvent.mouseLeave(link("Instagram"))
    act(() => jest.advanceTimersByTime(200))
    fireEvent.mouseEnter(link("TikTok"))
    expect(screen.getByRole("tooltip")).toHaveTextContent("TikTok")
  })

  it("waits the full delay again after more than 300 ms away", () => {
    render(<Header />)
    fireEvent.mouseEnter(link("Instagram"))
    act(() => jest.advanceTimersByTime(700))
    fireEvent.mouseLeave(link("Instagram"))
    act(() => jest.advanceTimersByTime(301))
    fireEvent.mouseEnter(link("TikTok"))
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument()
    act(() => jest.advanceTimersByTime(700))
    expect(screen.getByRole("tooltip")).toHaveTextContent("TikTok")
  })

  it("waits the full delay when the clock was set back since the last tooltip closed", () => {
    render(<Header />)
    fireEvent.mouseEnter(link("Instagram"))
    act(() => jest.advanceTimersByTime(700))
    fireEvent.mouseLeave(link("Instagram"))
    jest.setSystemTime(Date.now() - 60_000)
    fireEvent.mouseEnter(link("TikTok"))
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument()
    act(() => jest.advanceTimersByTime(700))
    expect(screen.getByRole("tooltip")).toHaveTextContent("TikTok")
  })

  it("shows on keyboard focus and hides on Escape", () => {
    render(<Header />)
    fireEvent.focus(link("Pinterest"))
    act(() => jest.advanceTimersByTime(700))
    expect(screen.getByRole("tooltip")).toHaveTextContent("Pinterest")
    fireEvent.keyDown(document, { key: "Escape" })
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument()
  })
})

describe("Footer", () => {
  afterEach(() => jest.useRealTimers())

  it("shows the visitor's current year even when the site was built a year earlier", () => {
    const visitorYear = buildYear + 1
    jest.useFakeTimers({ now: new Date(`${visitorYear}-03-01T12:00:00Z`) })
    render(<Footer />)
    expect(screen.getByText(`© ${visitorYear} LumaSculpt Beauty Inc.`)).toBeInTheDocument()
  })

  it("has the logo, the social links, and links to the blog and privacy pages", () => {
    render(<Footer />)
    expect(screen.getByRole("img", { name: "LumaSculpt" })).toBeInTheDocument()
    expect(screen.getByRole("navigation", { name: "Follow LumaSculpt" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog/")
    expect(screen.getByRole("link", { name: "Privacy" })).toHaveAttribute("href", "/privacy/")
  })
})
