import type { GatsbyBrowser } from "gatsby"
// The @font-face rule, as a global stylesheet that Gatsby inlines into every page's <head>.
import "./src/styles/fonts.css"
import { hydrateInSlices } from "./src/hydrate"
import { restoreScroll, takeOverScrollRestoration } from "./src/lib/restore-scroll"

export { wrapPageElement } from "./src/wrap-page-element"

// Marks the document once the page is interactive: browser tests wait for it instead of guessing.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "true"
}

// React hydrates the page in short slices instead of one long task (src/hydrate.ts). Not typed
// as GatsbyBrowser["replaceHydrateFunction"]: that type is React 17's ReactDOM.render, while
// Gatsby 5 calls the function with (element, root element) and takes a cleanup function back.
export const replaceHydrateFunction = () => hydrateInSlices

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => takeOverScrollRestoration()

// Back, forward and reload return to the saved position over real block heights (restoreScroll);
// a link to a #fragment and a new page keep Gatsby's own scrolling.
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({
  routerProps: { location },
  getSavedScrollPosition,
}) => {
  if (location.hash) return true
  const saved = getSavedScrollPosition(location) as [number, number | undefined] | undefined
  const top = saved?.[1]
  if (!top) return true
  restoreScroll(top)
  return false
}
