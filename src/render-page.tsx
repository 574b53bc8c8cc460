import type { ReactNode } from "react"
import { renderToString } from "react-dom/server"
import { CacheProvider } from "@emotion/react"
import createCache from "@emotion/cache"
import createEmotionServer from "@emotion/server/create-instance"
import { emotionKey } from "./styles/emotion-cache"
import { Helmet, type HelmetData } from "react-helmet"

export type RenderedPage = {
  html: string
  styles: { key: string; ids: string[]; css: string }[]
  head: HelmetData
}

/**
 * Renders one page and, in the same synchronous step, collects what it put in <head>:
 *
 * - emotion's CSS: its default server render puts <style> elements beside components in <body>,
 *   which is invalid HTML; they go into <head> instead, where the browser's emotion cache finds them
 *   (src/styles/emotion-cache.ts).
 * - react-helmet's tags: Helmet keeps them in module state until `renderStatic()`. Gatsby renders
 *   two pages at a time in each worker and awaits between rendering and onRenderBody, so reading
 *   them later (as gatsby-plugin-react-helmet does) can hand one page another page's title.
 */
export const renderPage = (body: ReactNode): RenderedPage => {
  const cache = createCache({ key: emotionKey })
  const { extractCriticalToChunks } = createEmotionServer(cache)
  const html = renderToString(<CacheProvider value={cache}>{body}</CacheProvider>)
  const head = Helmet.renderStatic()
  const { styles } = extractCriticalToChunks(html)
  return { html, styles, head }
}
