import { memo } from "react"
import styled from "@emotion/styled"
import { ChevronLeft, ChevronRight, Pause, Play } from "../common/icons"
import { useMessages } from "../../hooks/use-messages"
import { formatMessage } from "../../lib/format-message"
import { colors, layout, radii, shadows, space } from "../../styles/theme"

const RoundButton = styled.button`
  position: absolute;
  z-index: 2;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${layout.tapTarget};
  height: ${layout.tapTarget};
  border: 1px solid ${colors.border};
  border-radius: ${radii.pill};
  background: ${colors.card};
  color: ${colors.ink};
  box-shadow: ${shadows.card};
  cursor: pointer;
  &:hover {
    background: ${colors.accentSoft};
  }
`

const SideButton = styled(RoundButton)<{ side: "left" | "right" }>`
  top: 50%;
  ${({ side }) => side}: ${space.sm};
  transform: translateY(-50%);
`

const CornerButton = styled(RoundButton)`
  top: ${space.sm};
  right: ${space.sm};
`

export type CarouselButtonsProps = {
  playing: boolean
  onPrevious: () => void
  onNext: () => void
  onTogglePlay: () => void
}

/** Previous, next and pause/play, laid over the photo (WAI-ARIA carousel pattern). */
export const CarouselButtons = ({
  playing,
  onPrevious,
  onNext,
  onTogglePlay,
}: CarouselButtonsProps) => {
  const copy = useMessages("home").carouselCopy
  return (
    <>
      <CornerButton
        type="button"
        onClick={onTogglePlay}
        aria-label={playing ? copy.pause : copy.play}
      >
        {playing ? <Pause /> : <Play />}
      </CornerButton>
      <SideButton type="button" side="left" onClick={onPrevious} aria-label={copy.previous}>
        <ChevronLeft size={22} />
      </SideButton>
      <SideButton type="button" side="right" onClick={onNext} aria-label={copy.next}>
        <ChevronRight size={22} />
      </SideButton>
    </>
  )
}

/* The row is as wide as all its dots and centred by its margins, not by justify-content: the
   browser can paint while the dots are still streaming in, and a centred row of the first four
   moved 110 px left when the other five arrived (a layout shift). The dots narrow with the
   viewport so that every one fits a 320 px screen (32 px there for nine, above WCAG 2.5.8's 24 px)
   while staying 44 px tall. */
const Dots = styled.ul<{ count: number }>`
  --dot-width: clamp(24px, calc((100vw - 2rem) / ${({ count }) => count}), ${layout.tapTarget});
  display: flex;
  width: calc(var(--dot-width) * ${({ count }) => count});
  max-width: 100%;
  margin: ${space.sm} auto 0;
  padding: 0;
  list-style: none;
`

const Dot = styled.button`
  display: flex;
  align-items: center;
  justify-content: center;
  width: var(--dot-width);
  height: ${layout.tapTarget};
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  &::after {
    content: "";
    width: 10px;
    height: 10px;
    border-radius: ${radii.pill};
    background: ${colors.inkMuted};
    opacity: 0.5;
  }
  &[aria-current="true"]::after {
    background: ${colors.accent};
    opacity: 1;
    transform: scale(1.3);
  }
`

export type CarouselDotsProps = {
  count: number
  current: number
  onSelect: (index: number) => void
}

type CarouselDotProps = {
  label: string
  index: number
  current: boolean
  onSelect: (index: number) => void
}

/** Memoized: a move re-renders the dot that loses aria-current and the one that gains it. */
const CarouselDot = memo(({ label, index, current, onSelect }: CarouselDotProps) => (
  <li>
    <Dot
      type="button"
      aria-label={label}
      aria-current={current ? "true" : undefined}
      onClick={() => onSelect(index)}
    />
  </li>
))
CarouselDot.displayName = "CarouselDot"

/** One dot per slide; the current one carries aria-current. */
export const CarouselDots = ({ count, current, onSelect }: CarouselDotsProps) => {
  const copy = useMessages("home").carouselCopy
  return (
    <Dots count={count}>
      {Array.from({ length: count }, (_, index) => (
        <CarouselDot
          key={index}
          label={formatMessage(copy.dot, { n: index + 1 })}
          index={index}
          current={index === current}
          onSelect={onSelect}
        />
      ))}
    </Dots>
  )
}
