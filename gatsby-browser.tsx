import type { GatsbyBrowser } from "gatsby"
import { CacheProvider } from "@emotion/react"
import { hydrateInSlices } from "./src/hydrate"
import { nextTask } from "./src/lib/next-task"
import { createBrowserEmotionCache } from "./src/styles/emotion-cache"
import { renderWhenNearAttribute } from "./src/styles/render-when-near"

export { wrapPageElement } from "./src/wrap-page-element"

// One emotion cache for the visit, which adopts the server's styles in place
// (src/styles/emotion-cache.ts). The server render has its own (src/render-page.tsx).
const emotionCache = createBrowserEmotionCache()

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <CacheProvider value={emotionCache}>{element}</CacheProvider>
)

// The task that runs the last of Gatsby's entry scripts evaluates React and Gatsby's runtime; it
// would then go straight on to ask for the page's data and set up its requests. Gatsby waits for
// this promise before it does, so the browser gets the main thread back in between: two shorter
// tasks instead of one long one, and input or a paint can go first.
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => nextTask()

// Gatsby asks before each scroll it makes: to the top or a saved position after a link, back or
// forward, and on load to a saved position (a reload) or a #fragment. From then on every block
// renders with its page (src/styles/theme.ts, renderWhenNear), so a saved position lands on the
// real heights it was saved over, not on estimates. The scroll is made here, at once: Gatsby's own
// window.scrollTo follows the page's smooth scroll-behavior, and a page reached by a link slid up
// from where the last one was left, a page gone back to slid down from its top (1.3 s to reach a
// paragraph far down an article), each showing what the visitor did not ask to see.
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({
  routerProps: { location },
  getSavedScrollPosition,
}) => {
  document.documentElement.removeAttribute(renderWhenNearAttribute)
  const target = location.hash && document.getElementById(decodeURI(location.hash.slice(1)))
  if (target) {
    target.scrollIntoView({ behavior: "instant" })
  } else {
    const [, top] = getSavedScrollPosition(location) as [number, number | null]
    window.scrollTo({ top: top ?? 0, behavior: "instant" })
  }
  return false
}

// Marks the document once the page is interactive: browser tests wait for it instead of guessing.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "true"
}

// React hydrates the page in short slices instead of one long task (src/hydrate.ts). Not typed
// as GatsbyBrowser["replaceHydrateFunction"]: that type is React 17's ReactDOM.render, while
// Gatsby 5 calls the function with (element, root element) and takes a cleanup function back.
export const replaceHydrateFunction = () => hydrateInSlices
