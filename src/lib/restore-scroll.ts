/**
 * Attribute on <html> under which every block styled with renderWhenNear is rendered, far from
 * the viewport or not (the rule is in src/styles/global-css.ts).
 */
export const renderAllAttribute = "data-render-all"

/**
 * Returns to a saved scroll position (back, forward, reload) at the very content the visitor left.
 *
 * Blocks far from the viewport are not laid out (src/styles/render-when-near.ts) and stand at an
 * estimated height until first shown, so the same number of pixels could land elsewhere. Here,
 * for two frames, every block is laid out: the jump lands on real heights, and the browser
 * remembers each block's height, so letting them go again afterwards moves nothing on screen.
 */
export const restoreScroll = (top: number) => {
  const root = document.documentElement
  root.setAttribute(renderAllAttribute, "")
  // As Gatsby scrolls (the page's scroll-behavior applies): an instant jump here would keep the
  // rest of a smooth scroll still running from the page just left, and land off by its remainder.
  window.scrollTo(0, top)
  requestAnimationFrame(() => requestAnimationFrame(() => root.removeAttribute(renderAllAttribute)))
}

/**
 * Leaves restoring to Gatsby's saved positions and restoreScroll: the browser's own restoration
 * would also run on back and forward, at the moment the previous page is still on screen, and
 * could pull the page a few pixels off the saved position.
 */
export const takeOverScrollRestoration = () => {
  if ("scrollRestoration" in window.history) window.history.scrollRestoration = "manual"
}
