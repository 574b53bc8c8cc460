import { memo } from "react"
import { css } from "@emotion/react"
import styled from "@emotion/styled"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { useMessages } from "../../hooks/use-messages"
import { formatMessage } from "../../lib/format-message"
import { useLocale } from "../../hooks/use-locale"
import { listingUrlFor } from "../../data/site"
import { colors, fontSizes, fontWeights, radii, space } from "../../styles/theme"
import { ExternalLink } from "../common/external-link"
import { ProductPicture } from "./product-picture"

export type ProductSlide = {
  image: IGatsbyImageData
  alt: string
  /** Still the generated stand-in, not a photo (the image's `File.standIn`, decided at build). */
  standIn: boolean
}

export type CarouselSlideProps = {
  slide: ProductSlide
  index: number
  total: number
  current: boolean
}

/**
 * The layout react-slick's markup needs around the slides (its track of slides side by side,
 * clipped to one), written here instead of importing slick-carousel's stylesheet: these rules come
 * with the server HTML, so the first paint already lays the track out as the slider will, and no
 * stylesheet arrives after it to restyle the whole page (docs/decisions/carousel-slider-layout.md).
 */
export const sliderLayout = css`
  .slick-slider {
    position: relative;
    user-select: none;
    touch-action: pan-y;
    -webkit-tap-highlight-color: transparent;
  }
  .slick-list {
    position: relative;
    overflow: hidden;
  }
  .slick-track {
    position: relative;
    display: flex;
  }
  .slick-slide {
    flex: none;
  }
`

const Slide = styled.div`
  position: relative;
`

/*
 * "Illustration" on the image itself, so the label travels with the picture (a screenshot, a
 * share) and not only in the caption under the carousel. Screen readers hear it in the alt text.
 */
const Badge = styled.span`
  position: absolute;
  top: ${space.sm};
  left: ${space.sm};
  padding: 4px 10px;
  border-radius: ${radii.pill};
  background: rgba(255, 255, 255, 0.92);
  color: ${colors.ink};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.bold};
  line-height: 1.2;
  pointer-events: none;
`

const SlideLink = styled(ExternalLink)`
  display: block;
  aspect-ratio: 1 / 1;
  background: ${colors.surfaceAlt};
  -webkit-user-drag: none;
`

/** The props react-slick gives each slide it clones: new objects on each of its renders, unused. */
const addedBySlider = new Set(["style", "tabIndex"])

/** Every prop but react-slick's the same: the slide would render the same. */
const sameSlide = (before: CarouselSlideProps, after: CarouselSlideProps) =>
  Object.entries(after).every(
    ([key, value]) =>
      addedBySlider.has(key) || Object.is(value, before[key as keyof CarouselSlideProps]),
  )

/**
 * One slide: a labelled group ("3 of 9") whose photo opens the listing, marked "Illustration" on
 * the image while it is a drawn stand-in. Only the current slide's
 * link is in the tab order, so hidden slides hold nothing focusable.
 *
 * Memoized: each move re-renders only the slide that leaves and the one that arrives, not all
 * nine. react-slick clones every slide with a `style` and `tabIndex` of its own, new objects on
 * each of its renders, which this component does not use; the comparison leaves those two out,
 * or it would never skip a render, and compares every other prop.
 */
export const CarouselSlide = memo(({ slide, index, total, current }: CarouselSlideProps) => {
  const { carouselCopy: copy, illustrationNote } = useMessages("home")
  return (
    <Slide
      role="group"
      aria-roledescription={copy.slideRole}
      aria-label={formatMessage(copy.slide, { n: index + 1, total })}
    >
      <SlideLink
        href={listingUrlFor("carousel", useLocale())}
        tabIndex={current ? 0 : -1}
        aria-label={formatMessage(copy.openListing, { alt: slide.alt })}
        draggable={false}
      >
        <ProductPicture image={slide.image} alt={slide.alt} eager={index === 0} />
      </SlideLink>
      {slide.standIn && <Badge aria-hidden="true">{illustrationNote.badge}</Badge>}
    </Slide>
  )
}, sameSlide)
CarouselSlide.displayName = "CarouselSlide"
