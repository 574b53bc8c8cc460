import { useEffect } from "react"

/**
 * Sends `event` on `window` once, after the component's first commit. The parts that hydrate with
 * the page's body, after the root (HydrateLater in the layout), and that the browser tests drive
 * (the carousel, the newsletter box) announce this way when they answer, which <html
 * data-hydrated> cannot say; the browser tests wait for it (__tests__/e2e/support.ts). An event
 * rather than a User Timing mark: the tests' fake clock replaces `performance` and would swallow
 * the mark.
 */
export const useAnnounceHydrated = (event: string) => {
  useEffect(() => {
    window.dispatchEvent(new Event(event))
  }, [event])
}
