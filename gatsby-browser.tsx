import type { GatsbyBrowser } from "gatsby"
// The @font-face rule, as a global stylesheet that Gatsby inlines into every page's <head>.
import "./src/styles/fonts.css"

export { wrapPageElement } from "./src/wrap-page-element"

// Marks the document once the page is interactive: browser tests wait for it instead of guessing.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "true"
}
