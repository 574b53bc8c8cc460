import type { ReactNode } from "react"
import { renderToString } from "react-dom/server"
import { CacheProvider } from "@emotion/react"
import createCache from "@emotion/cache"
import createEmotionServer from "@emotion/server/create-instance"

export type RenderedPage = { html: string; styles: { key: string; ids: string[]; css: string }[] }

/**
 * Renders a page and collects the CSS emotion used, so it can go in <head>. Emotion's default
 * server render puts <style> elements beside components in <body>, which is invalid HTML; the
 * browser's emotion cache (key "css") adopts the head styles at hydration instead.
 */
export const renderWithCriticalCss = (body: ReactNode): RenderedPage => {
  const cache = createCache({ key: "css" })
  const { extractCriticalToChunks } = createEmotionServer(cache)
  const html = renderToString(<CacheProvider value={cache}>{body}</CacheProvider>)
  return { html, styles: extractCriticalToChunks(html).styles }
}
