import { useEffect, useRef } from "react"

export type AutoAdvanceOptions = {
  /** Whether the timer runs at all (not paused, hovered, focused or reduced motion). */
  running: boolean
  intervalMs: number
  /** Changes whenever the slide changes, so a manual move restarts the full interval. */
  step: number
  onAdvance: () => void
}

/** Calls `onAdvance` once per interval while running; one timer per step, cleared on change. */
export const useAutoAdvance = ({ running, intervalMs, step, onAdvance }: AutoAdvanceOptions) => {
  const advance = useRef(onAdvance)
  advance.current = onAdvance
  useEffect(() => {
    if (!running) return undefined
    const timer = setTimeout(() => advance.current(), intervalMs)
    return () => clearTimeout(timer)
  }, [running, intervalMs, step])
}
