import { startTransition } from "react"
import type { ReactElement } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"

/**
 * How Gatsby starts React in the browser (gatsby-browser's replaceHydrateFunction).
 *
 * Gatsby's own hydrateRoot runs at React's default priority, which hydrates everything outside a
 * Suspense boundary in one task that cannot yield. Started inside startTransition, the same
 * hydration is interruptible: React works in slices of about 5 ms and hands the main thread back
 * to the browser between them, so a tap or a paint never waits for the whole page. The visitor
 * sees the server HTML throughout, and a click on a part not hydrated yet makes React hydrate it
 * at once and then handle the click.
 *
 * A page without server HTML (gatsby develop renders in the browser only) is rendered, not
 * hydrated. Returns the cleanup function Gatsby's develop runtime asks for.
 */
export const hydrateInSlices = (element: ReactElement, container: Element): (() => void) => {
  const serverRendered = container.querySelector("#gatsby-focus-wrapper")?.hasChildNodes() ?? false
  if (!serverRendered) {
    const root = createRoot(container)
    root.render(element)
    return () => root.unmount()
  }
  let root: ReturnType<typeof hydrateRoot> | undefined
  startTransition(() => {
    root = hydrateRoot(container, element)
  })
  return () => root?.unmount()
}
