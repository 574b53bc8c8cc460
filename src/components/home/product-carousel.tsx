import { useCallback, useRef, useState } from "react"
import type { FocusEvent } from "react"
import styled from "@emotion/styled"
import Slider from "react-slick"
import { useMessages } from "../../hooks/use-messages"
import { carouselSettings } from "../../data/site"
import { useAutoAdvance } from "../../hooks/use-auto-advance"
import { useSwipe } from "../../hooks/use-swipe"
import { usePrefersReducedMotion } from "../../hooks/use-prefers-reduced-motion"
import { useAnnounceHydrated } from "../../hooks/use-announce-hydrated"
import { colors, fontSizes, radii, shadows, space } from "../../styles/theme"
import { ListingLink } from "../common/listing-link"
import { CarouselButtons, CarouselDots } from "./carousel-controls"
import { CarouselSlide, sliderLayout, type ProductSlide } from "./carousel-slide"
import { wrapIndex } from "../../lib/carousel-math"

const Region = styled.section`
  width: 100%;
  max-width: 560px;
  margin-inline: auto;
`

/* The square box is reserved in CSS, so nothing moves while images and scripts load. */
const Frame = styled.div`
  position: relative;
  /* The page around it may ask for a smaller picture (the hero does on phones). */
  max-width: var(--carousel-frame-max, none);
  margin-inline: auto;
  aspect-ratio: 1 / 1;
  overflow: hidden;
  border-radius: ${radii.lg};
  background: ${colors.surfaceAlt};
  box-shadow: ${shadows.raised};
  ${sliderLayout}
`

const Caption = styled.p`
  margin: ${space.sm} 0 0;
  color: ${colors.inkMuted};
  font-size: ${fontSizes.sm};
  text-align: center;
`

/** Focus the browser would draw a ring for: from the keyboard, not from a mouse click. */
const isKeyboardFocus = (element: Element) => {
  try {
    return element.matches(":focus-visible")
  } catch {
    return true // No :focus-visible support: treat every focus as the keyboard's.
  }
}

/**
 * The event the carousel sends on `window` once it has hydrated (useAnnounceHydrated). It hydrates
 * with the page's body, after the root (HydrateLater in the layout), so this, not
 * <html data-hydrated>, says when its controls answer.
 */
export const carouselHydratedEvent = "carousel-hydrated"

export type ProductCarouselProps = { slides: readonly ProductSlide[] }

export const ProductCarousel = ({ slides }: ProductCarouselProps) => {
  const { carouselCopy: copy, illustrationNote } = useMessages("home")
  const slider = useRef<Slider>(null)
  const reducedMotion = usePrefersReducedMotion()
  const [current, setCurrent] = useState(0)
  // "auto" follows the visitor's motion preference until they press pause or play themselves.
  const [rotation, setRotation] = useState<"auto" | "on" | "off">("auto")
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const count = slides.length
  // Decided by the build (File.standIn), so the server HTML and the hydrated page agree: the
  // carousel's name and the caption under it say illustrations while any image is one.
  const standIns = slides.filter((slide) => slide.standIn).length
  const currentRef = useRef(current)
  currentRef.current = current

  const goTo = useCallback((index: number) => slider.current?.slickGoTo(index), [])
  const step = useCallback(
    (delta: number) => goTo(wrapIndex(currentRef.current, delta, count)),
    [goTo, count],
  )
  const next = useCallback(() => step(1), [step])
  const previous = useCallback(() => step(-1), [step])

  useAnnounceHydrated(carouselHydratedEvent)

  const swipe = useSwipe({ thresholdPx: carouselSettings.swipeThresholdPx, onSwipe: step })

  const playing = rotation === "on" || (rotation === "auto" && !reducedMotion)
  useAutoAdvance({
    running: playing && !hovered && !focused,
    intervalMs: carouselSettings.autoplayMs,
    step: current,
    onAdvance: next,
  })

  // APG: rotation stops while keyboard focus is inside. A mouse click on a control also focuses
  // it, but that visitor is pointing at the carousel: hover pauses it, and leaving resumes it.
  const onFocus = (event: FocusEvent<HTMLElement>) => setFocused(isKeyboardFocus(event.target))
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
  }

  return (
    <Region
      aria-roledescription={copy.carouselRole}
      aria-label={
        standIns === count ? copy.label.all : standIns > 0 ? copy.label.some : copy.label.none
      }
      onFocus={onFocus}
      onBlur={onBlur}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <Frame {...swipe}>
        <div aria-live={playing ? "off" : "polite"}>
          <Slider
            ref={slider}
            infinite={false}
            arrows={false}
            dots={false}
            speed={reducedMotion ? 0 : 450}
            waitForAnimate={false}
            swipe={false}
            beforeChange={(_, nextIndex) => setCurrent(nextIndex)}
          >
            {slides.map((slide, index) => (
              <CarouselSlide
                key={slide.alt}
                slide={slide}
                index={index}
                total={count}
                current={index === current}
              />
            ))}
          </Slider>
        </div>
        <CarouselButtons
          playing={playing}
          onPrevious={previous}
          onNext={next}
          onTogglePlay={() => setRotation(playing ? "off" : "on")}
        />
      </Frame>
      <CarouselDots count={count} current={current} onSelect={goTo} />
      {standIns > 0 && (
        <Caption>
          {standIns === count ? illustrationNote.all : illustrationNote.some}{" "}
          <ListingLink placement="carousel">{illustrationNote.link}</ListingLink>
        </Caption>
      )}
    </Region>
  )
}
