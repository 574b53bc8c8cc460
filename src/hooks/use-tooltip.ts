import { useCallback, useEffect, useRef, useState } from "react"
import { tooltipTiming } from "../data/site"

/**
 * When one tooltip closes, the next one opened within the skip delay shows at once
 * (spec §9: delay 700 ms, skip delay 300 ms). Shared by every tooltip on the page.
 */
let lastClosedAt = Number.NEGATIVE_INFINITY

export type TooltipState = {
  open: boolean
  show: () => void
  hide: () => void
}

export const useTooltip = (): TooltipState => {
  const [open, setOpen] = useState(false)
  const openRef = useRef(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const setOpenState = useCallback((next: boolean) => {
    if (openRef.current && !next) lastClosedAt = Date.now()
    openRef.current = next
    setOpen(next)
  }, [])

  const show = useCallback(() => {
    clearTimeout(timer.current)
    if (Date.now() - lastClosedAt < tooltipTiming.skipDelayMs) {
      setOpenState(true)
    } else {
      timer.current = setTimeout(() => setOpenState(true), tooltipTiming.delayMs)
    }
  }, [setOpenState])

  const hide = useCallback(() => {
    clearTimeout(timer.current)
    setOpenState(false)
  }, [setOpenState])

  // Escape dismisses an open tooltip without moving focus (WCAG 1.4.13).
  useEffect(() => {
    if (!open) return undefined
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") hide()
    }
    document.addEventListener("keydown", onKey)
    return () => document.removeEventListener("keydown", onKey)
  }, [open, hide])

  useEffect(() => () => clearTimeout(timer.current), [])

  return { open, show, hide }
}
