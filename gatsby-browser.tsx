import type { GatsbyBrowser } from "gatsby"
export { wrapPageElement } from "./src/wrap-page-element"

// No emotion CacheProvider here: emotion's default browser cache has the server's key ("css",
// src/styles/emotion-cache.ts) and takes over the server's <style> elements by itself.

// Marks the document once the page is interactive: browser tests wait for it instead of guessing.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "true"
}
