import type { ReactElement } from "react"
import { renderToString } from "react-dom/server"
import { CacheProvider } from "@emotion/react"
import createCache from "@emotion/cache"
import createEmotionServer from "@emotion/server/create-instance"
import {
  ProductFactsContext,
  StaticProductCard,
  type StaticProductCardProps,
} from "../components/common/static-product-card"
import type { ProductCardFacts } from "../components/common/product-card-view"
import type { Locale } from "../data/locale"
import { messages } from "../data/messages"
import { PageLocaleContext } from "../hooks/use-locale"
import type { StaticHtml } from "../lib/page-context"
import { factsAtBuild } from "../business/facts"
import { emotionKey } from "../styles/emotion-cache"
import { buildDay } from "../business/node/build-day"
import { readRegister } from "../business/node/register"

/** The register's facts a product card shows, on the build's day. */
export const productCardFacts = (): ProductCardFacts => {
  const register = readRegister()
  return { ...register, ...factsAtBuild(register, buildDay()) }
}

/**
 * Renders an element to static HTML at build time, in an edition's language, with the CSS of the
 * classes in it: what reaches the browser is markup in the page and its page data, and nothing to
 * hydrate. The Seo component puts the CSS in <head> (its `bodyCss`).
 */
export const renderStaticHtml = (
  element: ReactElement,
  locale: Locale,
  facts: ProductCardFacts | null = null,
): StaticHtml => {
  const cache = createCache({ key: emotionKey })
  const { extractCritical } = createEmotionServer(cache)
  const markup = renderToString(
    <CacheProvider value={cache}>
      {/* The shortcodes, new-tab hints and buy links speak the page's language. */}
      <PageLocaleContext.Provider value={{ locale, twinPath: null, messages: messages[locale] }}>
        <ProductFactsContext.Provider value={facts}>{element}</ProductFactsContext.Provider>
      </PageLocaleContext.Provider>
    </CacheProvider>,
  )
  const { html, css } = extractCritical(markup)
  return { html, css }
}

/** The "Ready to try it?" card of a page where a reader finishes, as static HTML. */
export const productCardHtml = (
  placement: StaticProductCardProps["placement"],
  locale: Locale,
  facts: ProductCardFacts,
): StaticHtml =>
  renderStaticHtml(<StaticProductCard placement={placement} heading="ready" />, locale, facts)
