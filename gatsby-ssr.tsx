import { isValidElement } from "react"
import type { GatsbySSR } from "gatsby"
import { globalCss } from "./src/styles/global-css"
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
    // Element defaults first, so every component's emotion rules come after them.
    <style key="global-css" dangerouslySetInnerHTML={{ __html: globalCss }} />,
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
          key={style.key}
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

/**
 * gatsby-plugin-image adds to every page the helpers that <GatsbyImage> needs: a stylesheet, a
 * <noscript> stylesheet and an inline module script that listens to every image's load event. No
 * page renders <GatsbyImage> (the photos are plain <picture> elements over the plugin's variants,
 * src/components/home/product-picture.tsx), so they only cost each page a module compile while
 * its HTML is parsed. A build test fails if a page ever shows a gatsby-image wrapper again.
 */
const gatsbyImageHelperKeys = new Set([
  "gatsby-image-style",
  "gatsby-image-style-noscript",
  "gatsby-image-style-script",
])

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
}) => {
  replaceHeadComponents(
    getHeadComponents().filter(
      (component) =>
        !(
          isValidElement(component) &&
          typeof component.key === "string" &&
          gatsbyImageHelperKeys.has(component.key)
        ),
    ),
  )
}
