/**
 * The carousel's work per move: the auto-advance moves it every 3 s for as long as the page is
 * open, so a move must not re-render all nine slides (each a link, a <picture> and its sources).
 */
import type { ProductPictureProps } from "../../src/components/home/product-picture"
import { act, fireEvent, render, screen } from "../support/render"
import * as homeCopy from "../../src/data/home"
import { ProductCarousel } from "../../src/components/home/product-carousel"
import { fakeImage } from "../support/fake-image"
import { mockMatchMedia } from "../support/match-media"

/** Which photos rendered, in order: the real ProductPicture, counted. */
const mockPictureRenders: string[] = []
jest.mock("../../src/components/home/product-picture", () => {
  const actual = jest.requireActual("../../src/components/home/product-picture")
  return {
    ProductPicture: (props: ProductPictureProps) => {
      mockPictureRenders.push(props.alt)
      return actual.ProductPicture(props)
    },
  }
})

const slides = Array.from({ length: 9 }, (_, index) => ({
  image: fakeImage(`photo-${index + 1}`),
  alt: `Product photo ${index + 1}`,
}))

describe("ProductCarousel, per move", () => {
  beforeEach(() => {
    jest.useFakeTimers()
    mockMatchMedia()
    mockPictureRenders.length = 0
  })
  afterEach(() => jest.useRealTimers())

  it("renders each photo once at first, then only the slide it leaves and the one it shows", () => {
    render(<ProductCarousel copy={homeCopy.carouselCopy} slides={slides} />)
    expect([...mockPictureRenders].sort()).toEqual(slides.map(({ alt }) => alt).sort())

    mockPictureRenders.length = 0
    fireEvent.click(screen.getByRole("button", { name: "Next photo" }))
    act(() => jest.advanceTimersByTime(1000))
    expect(screen.getByRole("button", { name: "Show photo 2" })).toHaveAttribute(
      "aria-current",
      "true",
    )
    expect([...mockPictureRenders].sort()).toEqual(["Product photo 1", "Product photo 2"])
  })
})
