import styled from "@emotion/styled"
import { colors, radii, shadows } from "../../styles/theme"

/**
 * The carousel's square frame, reserved in CSS so nothing moves while images and scripts load,
 * with the layout react-slick's markup needs (its track of slides side by side, clipped to one).
 * Written here instead of importing slick-carousel's stylesheet: these rules come with the server
 * HTML, so the first paint already lays the track out as the slider will, and no stylesheet
 * arrives after it to restyle the whole page (docs/decisions/carousel-slider-layout.md).
 */
export const CarouselFrame = styled.div`
  position: relative;
  /* The page around it may ask for a smaller picture (the hero does on phones). */
  max-width: var(--carousel-frame-max, none);
  margin-inline: auto;
  aspect-ratio: 1 / 1;
  overflow: hidden;
  border-radius: ${radii.lg};
  background: ${colors.surfaceAlt};
  box-shadow: ${shadows.raised};
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
