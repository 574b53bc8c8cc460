import type { GatsbySSR } from "gatsby"
import { fontUrl } from "./src/styles/global-styles"
import { renderWithCriticalCss } from "./src/styles/emotion-ssr"
import { brand } from "./src/data/site"

export { wrapPageElement } from "./src/wrap-page-element"

export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const { html, styles } = renderWithCriticalCss(bodyComponent)
  replaceBodyHTMLString(html)
  setHeadComponents(
    styles
      .filter((style) => style.css)
      .map((style) => (
        <style
          key={style.key}
          data-emotion={`${style.key} ${style.ids.join(" ")}`}
          dangerouslySetInnerHTML={{ __html: style.css }}
        />
      )),
  )
}

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHtmlAttributes,
  setHeadComponents,
}) => {
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
