import { useRef } from "react"
import type { MouseEvent, PointerEvent } from "react"
import { swipeStep } from "../lib/carousel-math"

export type SwipeOptions = {
  thresholdPx: number
  /** Called with +1 (next) or -1 (previous) when a swipe or drag passes the threshold. */
  onSwipe: (step: 1 | -1) => void
}

/** Movement beyond this many pixels makes a gesture a drag, whose click must not open a link. */
const dragSlopPx = 10

/**
 * Touch swipes and mouse drags in CSS pixels, through pointer events. The carousel owns its
 * gestures: react-slick measures its threshold as a fraction of the slider's width and drops its
 * onSwipe callback, so "over 50 px, wrapping around" is decided here instead.
 */
export const useSwipe = ({ thresholdPx, onSwipe }: SwipeOptions) => {
  const start = useRef<{ x: number; y: number } | null>(null)
  const dragged = useRef(false)

  const onPointerDown = (event: PointerEvent) => {
    start.current = { x: event.clientX, y: event.clientY }
    dragged.current = false
  }

  const onPointerUp = (event: PointerEvent) => {
    if (!start.current) return
    const dx = event.clientX - start.current.x
    const dy = event.clientY - start.current.y
    start.current = null
    dragged.current = Math.hypot(dx, dy) > dragSlopPx
    const step = swipeStep(dx, dy, thresholdPx)
    if (step !== 0) onSwipe(step)
  }

  const onPointerCancel = () => {
    start.current = null
  }

  // A swipe or drag over a photo ends with a click on its link: swallow it.
  const onClickCapture = (event: MouseEvent) => {
    if (!dragged.current) return
    dragged.current = false
    event.preventDefault()
    event.stopPropagation()
  }

  return { onPointerDown, onPointerUp, onPointerCancel, onClickCapture }
}
