import type { ShouldUpdateScrollArgs } from "gatsby"
import { renderWhenNearAttribute } from "../styles/render-when-near"

/**
 * Gatsby's shouldUpdateScroll (re-exported by gatsby-browser.tsx). Gatsby asks before each scroll
 * it makes: to the top or a saved position after a link, back or forward, and on load to a saved
 * position (a reload) or a #fragment.
 *
 * - From then on every block renders with its page (renderWhenNear in src/styles/theme.ts), so a
 *   saved position lands on the real heights it was saved over, not on estimates.
 * - The scroll is made here, at once, and Gatsby is told it is done. Its own window.scrollTo
 *   followed the page's smooth scroll-behavior: a page reached by a link slid up from where the
 *   last one was left, a page gone back to slid down from its top (1.3 s to a paragraph far down
 *   an article), each showing what the visitor did not ask to see. Only a #fragment of the page
 *   already shown keeps the smooth scroll, as an in-page link does.
 */
export const shouldUpdateScroll = ({
  prevRouterProps,
  routerProps: { location },
  getSavedScrollPosition,
}: ShouldUpdateScrollArgs): boolean => {
  document.documentElement.removeAttribute(renderWhenNearAttribute)
  const target = location.hash && document.getElementById(decodeURI(location.hash.slice(1)))
  if (target) {
    const samePage = prevRouterProps?.location.pathname === location.pathname
    target.scrollIntoView({ behavior: samePage ? "auto" : "instant" })
  } else {
    const [, top] = getSavedScrollPosition(location) as [number, number | null | undefined]
    window.scrollTo({ top: top ?? 0, behavior: "instant" })
  }
  return false
}

/**
 * Leaves returns to a saved position to shouldUpdateScroll alone (gatsby-browser's onClientEntry).
 * With the browser's own restoration on ("auto"), Chromium restored the entry as well, from a
 * scroll anchor it had saved and at a moment of its own: going back within the visit, now and
 * then after shouldUpdateScroll, which it moved by 2 px on the home page here and by 163 px once
 * in CI; on a reload, after Gatsby's scroll too (2 to 134 px off). Both now land on the spot.
 * Without JavaScript nothing sets it, and the browser restores as it always has.
 */
export const takeOverScrollRestoration = () => {
  history.scrollRestoration = "manual"
}
