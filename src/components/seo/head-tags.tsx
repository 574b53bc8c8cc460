import type { HelmetProps } from "react-helmet"
import { Helmet } from "react-helmet"

/**
 * What writes a page's tags into <head>: react-helmet. The server render (gatsby-plugin-react-helmet
 * collects the tags) and the unit tests use it as it is; the browser bundles load it later, in a
 * chunk of its own (head-tags.browser.tsx).
 */
export const HeadTags = (props: HelmetProps) => <Helmet {...props} />

/** Nothing to load ahead: this module already holds react-helmet. */
export const preloadHeadTags = (): Promise<unknown> => Promise.resolve()
