import type { GatsbyBrowser } from "gatsby"
import { CacheProvider } from "@emotion/react"
import { hydrateInSlices } from "./src/hydrate"
import { takeOverScrollRestoration } from "./src/lib/scroll-on-navigation"
import { renderWhenNearAttribute } from "./src/styles/render-when-near"
import { createBrowserEmotionCache } from "./src/styles/emotion-cache"

export { wrapPageElement } from "./src/wrap-page-element"
// At once, and over real heights (src/lib/scroll-on-navigation.ts).
export { shouldUpdateScroll } from "./src/lib/scroll-on-navigation"

// One emotion cache for the visit, which adopts the server's styles in place
// (src/styles/emotion-cache.ts). The server render has its own (src/render-page.tsx).
const emotionCache = createBrowserEmotionCache()

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <CacheProvider value={emotionCache}>{element}</CacheProvider>
)

// From here on Gatsby alone restores a saved position: back, forward, a reload
// (src/lib/scroll-on-navigation.ts).
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  takeOverScrollRestoration()
}

// Marks the document once the page is interactive: browser tests wait for it instead of guessing.
// Then the blocks the first load left to render when near render in idle time: the module that
// does it (src/lib/render-rest-when-idle.ts, 1 KB) starts as it loads, fetched after hydration,
// and only by a page the server marked as deferring blocks.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  const root = document.documentElement
  root.dataset.hydrated = "true"
  if (root.hasAttribute(renderWhenNearAttribute)) {
    void import(/* webpackChunkName: "render-rest" */ "./src/lib/render-rest-when-idle")
  }
}

// React hydrates the page in short slices instead of one long task (src/hydrate.ts). Not typed
// as GatsbyBrowser["replaceHydrateFunction"]: that type is React 17's ReactDOM.render, while
// Gatsby 5 calls the function with (element, root element) and takes a cleanup function back.
export const replaceHydrateFunction = () => hydrateInSlices
