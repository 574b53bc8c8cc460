import { Suspense } from "react"
import type { ReactNode } from "react"

export type HydrateLaterProps = { children: ReactNode }

/**
 * Server-rendered content that React 18 hydrates as its own unit, after the rest of the page.
 *
 * The server HTML marks a Suspense boundary around it. While hydrating, React leaves such a
 * boundary as it is and comes back to it at a lower priority, in short slices that yield to the
 * browser between them, instead of one long task for the whole page. Nothing here ever suspends,
 * so the fallback is never shown; the visitor sees the server HTML throughout. A click or key press
 * inside a boundary that is not hydrated yet makes React hydrate it at once and then handle the event.
 */
export const HydrateLater = ({ children }: HydrateLaterProps) => (
  <Suspense fallback={null}>{children}</Suspense>
)
