import type { GatsbyBrowser } from "gatsby"

export { wrapPageElement } from "./src/wrap-page-element"

// Marks the document once the page is interactive: browser tests wait for it instead of guessing.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "true"
}
