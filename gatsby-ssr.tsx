import type { GatsbySSR } from "gatsby"
import { noScriptCss } from "./src/styles/no-script"
import { renderPage } from "./src/render-page"
import { serverStyleAttributes } from "./src/styles/emotion-cache"
import { localeSettings } from "./src/data/locale"
import { localeOfPath } from "./src/data/routes"

export { wrapPageElement } from "./src/wrap-page-element"

export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
  setHtmlAttributes,
}) => {
  const { html, styles, head } = renderPage(bodyComponent)
  replaceBodyHTMLString(html)
  setHtmlAttributes(head.htmlAttributes.toComponent())
  // Each toComponent() is a list of elements; Gatsby renders nested lists as they are.
  setHeadComponents([
    head.title.toComponent(),
    head.meta.toComponent(),
    head.link.toComponent(),
    head.script.toComponent(),
    head.style.toComponent(),
    ...styles
      .filter((style) => style.css)
      .map((style) => (
        // Found by the browser's emotion cache (src/styles/emotion-cache.ts).
        <style
          key={`${style.key} ${style.ids.join(" ")}`}
          {...serverStyleAttributes(style.key, style.ids)}
          dangerouslySetInnerHTML={{ __html: style.css }}
        />
      )),
  ])
}

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  pathname,
  setHtmlAttributes,
  setHeadComponents,
}) => {
  // The edition's language; Helmet's own lang (from the Seo component) is the same, but Gatsby
  // applies onRenderBody's attributes last.
  setHtmlAttributes({ lang: localeSettings[localeOfPath(pathname)].lang })
  setHeadComponents([
    <noscript key="no-script-css">
      <style dangerouslySetInnerHTML={{ __html: noScriptCss }} />
    </noscript>,
  ])
}
