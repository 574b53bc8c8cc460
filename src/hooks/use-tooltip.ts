import { useCallback, useEffect, useRef, useState } from "react"
import { tooltipTiming } from "../data/site"

/**
 * When one tooltip closes, the next one opened within the skip delay shows at once
 * (`tooltipTiming`: delay 700 ms, skip delay 300 ms). Shared by every tooltip on the page, and forgotten
 * when the last tooltip unmounts, so a page rendered later starts afresh.
 */
let lastClosedAt = Number.NEGATIVE_INFINITY
let mountedTooltips = 0

/** True right after another tooltip closed. A clock set back gives a negative gap: not "just". */
const justClosed = (): boolean => {
  const sinceClosed = Date.now() - lastClosedAt
  return sinceClosed >= 0 && sinceClosed < tooltipTiming.skipDelayMs
}

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
    if (justClosed()) {
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

  useEffect(() => {
    mountedTooltips += 1
    return () => {
      clearTimeout(timer.current)
      mountedTooltips -= 1
      if (mountedTooltips === 0) lastClosedAt = Number.NEGATIVE_INFINITY
    }
  }, [])

  return { open, show, hide }
}
