import { act, fireEvent, render, screen } from "../support/render"
import { DemoVideo } from "../../src/components/home/demo-video"
import { listingUrl } from "../../src/data/site"
import { mockMatchMedia } from "../support/match-media"
import { videoCopy } from "../../src/data/home"

const video = (container: HTMLElement) => container.querySelector("video") as HTMLVideoElement

describe("DemoVideo", () => {
  beforeEach(() => mockMatchMedia())

  it("is a looping, muted, inline, autoplaying portrait video with its poster", () => {
    const { container } = render(<DemoVideo label={videoCopy.standIn.label} />)
    const element = video(container)
    expect(element.loop).toBe(true)
    expect(element.muted).toBe(true)
    expect(element).toHaveAttribute("playsinline")
    expect(element.autoplay).toBe(true)
    expect(element).toHaveAttribute("poster", "/media/demo-poster.jpg")
    expect(element).toHaveAttribute("width", "540")
    expect(element).toHaveAttribute("height", "960")
  })

  it("attaches its poster and source at once when IntersectionObserver is unavailable", () => {
    const { container } = render(<DemoVideo label={videoCopy.standIn.label} />)
    expect(video(container)).toHaveAttribute("src", "/media/demo.mp4")
    expect(video(container)).toHaveAttribute("poster", "/media/demo-poster.jpg")
  })

  it("shows an announced spinner until the first data has loaded", () => {
    const { container } = render(<DemoVideo label={videoCopy.standIn.label} />)
    expect(screen.getByRole("status")).toHaveTextContent("Loading video…")
    fireEvent.loadedData(video(container))
    expect(screen.queryByRole("status")).not.toBeInTheDocument()
  })

  it("holds its spinner still, and creates no video (no poster, no source), until the frame comes near", () => {
    const observers: { callback: IntersectionObserverCallback }[] = []
    const original = window.IntersectionObserver
    window.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback) {
        observers.push({ callback })
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver
    try {
      const { container } = render(<DemoVideo label={videoCopy.standIn.label} />)
      const ring = () => screen.getByRole("status").querySelector("[aria-hidden='true']")
      expect(screen.getByRole("status")).toHaveTextContent("Loading video…")
      expect(video(container)).toBeNull()
      expect(
        screen.getByRole("link", { name: "View LumaSculpt on Amazon.ca (opens in a new tab)" }),
      ).toBeInTheDocument()
      expect(ring()).toHaveAttribute("data-paused")

      act(() =>
        observers[0].callback(
          [{ isIntersecting: true } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      )
      expect(video(container)).toHaveAttribute("src", "/media/demo.mp4")
      expect(video(container)).toHaveAttribute("poster", "/media/demo-poster.jpg")
      expect(video(container).muted).toBe(true)
      expect(ring()).not.toHaveAttribute("data-paused")
    } finally {
      window.IntersectionObserver = original
    }
  })

  it("links to the listing in a new tab, named for where it goes; the video keeps its own label", () => {
    const { container } = render(<DemoVideo label={videoCopy.standIn.label} />)
    const link = screen.getByRole("link", {
      name: "View LumaSculpt on Amazon.ca (opens in a new tab)",
    })
    expect(video(container)).toHaveAttribute(
      "aria-label",
      expect.stringMatching(/^Animation of a LumaSculpt session: /),
    )
    expect(link).toHaveAttribute("href", listingUrl)
    expect(link).toHaveAttribute("target", "_blank")
    expect(link).toHaveAttribute("rel", "noopener noreferrer")
  })

  it("offers a pause control once playing", () => {
    const { container } = render(<DemoVideo label={videoCopy.standIn.label} />)
    fireEvent.loadedData(video(container))
    fireEvent.play(video(container))
    expect(screen.getByRole("button", { name: "Pause video" })).toBeEnabled()
  })

  it("does not autoplay when the visitor prefers reduced motion", () => {
    mockMatchMedia({ reducedMotion: true })
    const { container } = render(<DemoVideo label={videoCopy.standIn.label} />)
    expect(video(container).autoplay).toBe(false)
  })
})
