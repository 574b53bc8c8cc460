import type { GatsbySSR } from "gatsby"
import { fontUrl } from "./src/styles/global-styles"
import { brand } from "./src/data/site"

export { wrapPageElement } from "./src/wrap-page-element"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: brand.lang })
  // Preload the one font file so `font-display: optional` can use it on the first visit.
  setHeadComponents([
    <link
      key="font-preload"
      rel="preload"
      href={fontUrl}
      as="font"
      type="font/woff2"
      crossOrigin="anonymous"
    />,
  ])
}
