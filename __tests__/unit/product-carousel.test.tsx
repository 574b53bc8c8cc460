import { act, fireEvent, render, screen, within } from "../support/render"
import { ProductCarousel, carouselHydratedEvent } from "../../src/components/home/product-carousel"
import { swipeStep, wrapIndex } from "../../src/lib/carousel-math"
import { listingUrl, listingUrlFor } from "../../src/data/site"
import { fakeImage } from "../support/fake-image"
import { mockMatchMedia } from "../support/match-media"
import { serverHtml } from "../support/server-html"

/** Nine slides; the first `standIns` of them still the generated stand-ins (File.standIn). */
const slidesWith = (standIns: number) =>
  Array.from({ length: 9 }, (_, index) => ({
    image: fakeImage(`photo-${index + 1}`),
    alt: `Product photo ${index + 1}`,
    standIn: index < standIns,
  }))

const slides = slidesWith(0)

const currentDot = () =>
  screen
    .getAllByRole("button", { name: /^Show image \d$/ })
    .find((dot) => dot.getAttribute("aria-current") === "true")

const renderCarousel = () => render(<ProductCarousel slides={slides} />)

/**
 * Advances the fake clock. react-slick defers each move with setTimeout(0), which the fake clock
 * schedules 1 ms later when it is set from inside a timer; `flush()` lets that move land.
 */
const flush = (ms = 1) => act(() => jest.advanceTimersByTime(ms))

describe("ProductCarousel", () => {
  beforeEach(() => {
    jest.useFakeTimers()
    mockMatchMedia()
  })
  afterEach(() => jest.useRealTimers())

  it("tells the page once, on window, when it has hydrated and its controls answer", () => {
    const hydrated = jest.fn()
    window.addEventListener(carouselHydratedEvent, hydrated)
    const { rerender } = renderCarousel()
    rerender(<ProductCarousel slides={slides} />)
    window.removeEventListener(carouselHydratedEvent, hydrated)
    expect(hydrated).toHaveBeenCalledTimes(1)
  })

  it("shows nine slides labelled 'N of 9', each opening the listing in a new tab", () => {
    renderCarousel()
    const region = screen.getByRole("region", { name: "LumaSculpt photos" })
    expect(region).toHaveAttribute("aria-roledescription", "carousel")
    const groups = within(region).getAllByRole("group", { hidden: true })
    expect(groups).toHaveLength(9)
    groups.forEach((group, index) =>
      expect(group).toHaveAttribute("aria-label", `${index + 1} of 9`),
    )
    const links = within(region).getAllByRole("link", { hidden: true })
    expect(links).toHaveLength(9)
    links.forEach((link) => {
      expect(link).toHaveAttribute("href", listingUrl)
      expect(link).toHaveAttribute("target", "_blank")
      expect(link).toHaveAttribute("rel", "noopener noreferrer")
    })
  })

  it("keeps only the current slide's link in the tab order", () => {
    renderCarousel()
    const region = screen.getByRole("region", { name: "LumaSculpt photos" })
    const links = within(region).getAllByRole("link", { hidden: true, name: /^View LumaSculpt/ })
    expect(links).toHaveLength(9)
    expect(links.filter((link) => link.tabIndex === 0)).toHaveLength(1)
    expect(links[0].tabIndex).toBe(0)
  })

  it("loads the first photo eagerly with high priority and the rest lazily", () => {
    renderCarousel()
    const images = screen
      // react-slick hides the slides that are not showing from assistive technology.
      .getAllByRole("group", { name: /^\d of 9$/, hidden: true })
      .map((slide) => within(slide).getByRole("img", { hidden: true }))
    expect(images).toHaveLength(9)
    expect(images[0]).toHaveAttribute("loading", "eager")
    expect(images[0]).toHaveAttribute("fetchpriority", "high")
    images.slice(1).forEach((image) => expect(image).toHaveAttribute("loading", "lazy"))
  })

  it("has nine dot indicators, the first one current", () => {
    renderCarousel()
    expect(screen.getAllByRole("button", { name: /^Show image \d$/ })).toHaveLength(9)
    expect(currentDot()).toHaveAccessibleName("Show image 1")
  })

  it("auto-advances after 3 s, once per 3 s", () => {
    renderCarousel()
    flush(2999)
    expect(currentDot()).toHaveAccessibleName("Show image 1")
    flush(1)
    flush()
    expect(currentDot()).toHaveAccessibleName("Show image 2")
    flush(3000)
    flush()
    expect(currentDot()).toHaveAccessibleName("Show image 3")
  })

  it("pauses while the pointer is over it and resumes when it leaves", () => {
    renderCarousel()
    const region = screen.getByRole("region", { name: "LumaSculpt photos" })
    fireEvent.mouseEnter(region)
    flush(9000)
    expect(currentDot()).toHaveAccessibleName("Show image 1")
    fireEvent.mouseLeave(region)
    flush(3000)
    flush()
    expect(currentDot()).toHaveAccessibleName("Show image 2")
  })

  it("stops rotating while keyboard focus is inside", () => {
    renderCarousel()
    const next = screen.getByRole("button", { name: "Next image" })
    act(() => next.focus())
    flush(9000)
    expect(currentDot()).toHaveAccessibleName("Show image 1")
  })

  it("pause button stops rotation and play starts it again", () => {
    renderCarousel()
    fireEvent.click(screen.getByRole("button", { name: "Pause automatic slide show" }))
    act(() => (document.activeElement as HTMLElement).blur())
    flush(9000)
    expect(currentDot()).toHaveAccessibleName("Show image 1")
    fireEvent.click(screen.getByRole("button", { name: "Start automatic slide show" }))
    act(() => (document.activeElement as HTMLElement).blur())
    flush(3000)
    flush()
    expect(currentDot()).toHaveAccessibleName("Show image 2")
  })

  it("does not rotate when the visitor prefers reduced motion", () => {
    mockMatchMedia({ reducedMotion: true })
    renderCarousel()
    flush(9000)
    expect(currentDot()).toHaveAccessibleName("Show image 1")
    expect(screen.getByRole("button", { name: "Start automatic slide show" })).toBeInTheDocument()
  })

  it("previous from the first photo wraps to the ninth; next wraps back to the first", () => {
    renderCarousel()
    fireEvent.click(screen.getByRole("button", { name: "Previous image" }))
    flush()
    expect(currentDot()).toHaveAccessibleName("Show image 9")
    fireEvent.click(screen.getByRole("button", { name: "Next image" }))
    flush()
    expect(currentDot()).toHaveAccessibleName("Show image 1")
  })

  it("a dot jumps to its photo", () => {
    renderCarousel()
    fireEvent.click(screen.getByRole("button", { name: "Show image 5" }))
    flush()
    expect(currentDot()).toHaveAccessibleName("Show image 5")
  })
})

describe("swipeStep", () => {
  it("ignores horizontal movements of 50 px or less", () => {
    expect(swipeStep(-40, 0, 50)).toBe(0)
    expect(swipeStep(40, 0, 50)).toBe(0)
    expect(swipeStep(-50, 0, 50)).toBe(0)
  })

  it("moves next on a left swipe over 50 px and back on a right one", () => {
    expect(swipeStep(-51, 0, 50)).toBe(1)
    expect(swipeStep(-60, 5, 50)).toBe(1)
    expect(swipeStep(60, -5, 50)).toBe(-1)
  })

  it("leaves mostly vertical movements to page scrolling", () => {
    expect(swipeStep(-60, 80, 50)).toBe(0)
  })
})

describe("wrapIndex", () => {
  it("wraps around 0..8", () => {
    expect(wrapIndex(8, 1, 9)).toBe(0)
    expect(wrapIndex(0, -1, 9)).toBe(8)
    expect(wrapIndex(4, 1, 9)).toBe(5)
  })
})

describe("ProductCarousel's illustration caption", () => {
  beforeEach(() => mockMatchMedia())

  const region = (name = "LumaSculpt illustrations") => screen.getByRole("region", { name })
  const captionLink = (name?: string) =>
    within(region(name)).queryByRole("link", {
      name: /^See product photos on the Amazon\.ca listing/,
    })

  it("says under the images that they are illustrations and links to the listing's photos", () => {
    render(<ProductCarousel slides={slidesWith(9)} />)
    const link = captionLink()
    expect(link).toHaveAttribute("href", listingUrlFor("carousel"))
    expect(link).toHaveAttribute("target", "_blank")
    // Visible text, not only a label: sighted visitors read it under the dots.
    expect(link?.closest("p")).toHaveTextContent(
      /^These images are illustrations, not photos of the device\. See product photos on the Amazon\.ca listing/,
    )
    expect(link?.closest("p")).toBeVisible()
  })

  it("says only some are illustrations once some files are real photos", () => {
    render(<ProductCarousel slides={slidesWith(3)} />)
    expect(captionLink("LumaSculpt photos and illustrations")?.closest("p")).toHaveTextContent(
      /^Some of these images are illustrations, not photos of the device\./,
    )
  })

  it("shows no caption once every image is a real photo", () => {
    render(<ProductCarousel slides={slidesWith(0)} />)
    expect(captionLink("LumaSculpt photos")).not.toBeInTheDocument()
    expect(within(region("LumaSculpt photos")).queryByText(/illustration/i)).not.toBeInTheDocument()
  })

  it("is in the server HTML, so it shows before the carousel hydrates and without JavaScript", async () => {
    const html = await serverHtml(<ProductCarousel slides={slidesWith(9)} />)
    expect(html).toContain("These images are illustrations, not photos of the device.")
    expect(await serverHtml(<ProductCarousel slides={slidesWith(0)} />)).not.toContain(
      "illustrations, not photos",
    )
  })

  it("speaks French in the French edition, linking to the French listing page", () => {
    render(<ProductCarousel slides={slidesWith(9)} />, { locale: "fr" })
    const link = screen.getByRole("link", {
      name: /^Voir les photos du produit sur la fiche Amazon\.ca/,
    })
    expect(link).toHaveAttribute("href", listingUrlFor("carousel", "fr"))
    expect(link.closest("p")).toHaveTextContent(
      /^Ces images sont des illustrations, pas des photos de l'appareil\. Voir les photos/,
    )
  })
})
