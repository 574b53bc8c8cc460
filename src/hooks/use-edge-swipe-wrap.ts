import { useRef } from "react"
import type { PointerEvent } from "react"

export type EdgeSwipeWrapOptions = {
  count: number
  /** The slide on show when the swipe ends. */
  current: () => number
  goTo: (index: number) => void
  thresholdPx: number
}

/**
 * react-slick (non-infinite, so it clones no slides) stops at the first and last slide, and
 * drops its `onSwipe` callback before it reaches the inner slider. These pointer handlers add the
 * spec's wraparound: a swipe longer than the threshold past either end goes round to the other.
 */
export const useEdgeSwipeWrap = ({ count, current, goTo, thresholdPx }: EdgeSwipeWrapOptions) => {
  const start = useRef<{ x: number; y: number } | null>(null)

  const onPointerDown = (event: PointerEvent) => {
    start.current = { x: event.clientX, y: event.clientY }
  }

  const onPointerUp = (event: PointerEvent) => {
    if (!start.current) return
    const dx = event.clientX - start.current.x
    const dy = event.clientY - start.current.y
    start.current = null
    if (Math.abs(dx) <= thresholdPx || Math.abs(dx) < Math.abs(dy)) return
    const last = count - 1
    if (dx < 0 && current() === last) goTo(0)
    if (dx > 0 && current() === 0) goTo(last)
  }

  const onPointerCancel = () => {
    start.current = null
  }

  return { onPointerDown, onPointerUp, onPointerCancel }
}
