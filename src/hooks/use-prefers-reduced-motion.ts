import { useEffect, useState } from "react"

const query = "(prefers-reduced-motion: reduce)"

/** The visitor's setting right now, for event handlers (browser only). */
export const prefersReducedMotion = (): boolean => window.matchMedia(query).matches

/** False on the server and on first render (so hydration matches), then the visitor's setting. */
export const usePrefersReducedMotion = (): boolean => {
  const [reduced, setReduced] = useState(false)
  useEffect(() => {
    const media = window.matchMedia(query)
    setReduced(media.matches)
    const onChange = (event: MediaQueryListEvent) => setReduced(event.matches)
    media.addEventListener("change", onChange)
    return () => media.removeEventListener("change", onChange)
  }, [])
  return reduced
}
