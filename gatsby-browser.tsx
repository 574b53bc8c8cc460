import type { GatsbyBrowser } from "gatsby"
import { CacheProvider } from "@emotion/react"
import createCache from "@emotion/cache"
import { emotionKey } from "./src/styles/emotion-cache"

export { wrapPageElement } from "./src/wrap-page-element"

// One emotion cache for the visit, which takes over the server's styles as emotion does
// (src/styles/emotion-cache.ts). The server render has its own (src/render-page.tsx).
const emotionCache = createCache({ key: emotionKey })

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <CacheProvider value={emotionCache}>{element}</CacheProvider>
)

// Marks the document once the page is interactive: browser tests wait for it instead of guessing.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "true"
}
