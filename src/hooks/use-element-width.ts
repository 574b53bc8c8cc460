import { useEffect, useState } from "react"
import type { RefObject } from "react"

/** The element's current width in CSS pixels, kept up to date with a ResizeObserver. */
export const useElementWidth = (ref: RefObject<HTMLElement>): number | undefined => {
  const [width, setWidth] = useState<number>()
  useEffect(() => {
    const element = ref.current
    if (!element) return undefined
    setWidth(element.getBoundingClientRect().width)
    if (typeof ResizeObserver === "undefined") return undefined
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width))
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return width
}
