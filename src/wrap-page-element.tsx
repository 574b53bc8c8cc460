import type { GatsbyBrowser } from "gatsby"
import { ErrorBoundary } from "./components/common/error-boundary"
import { PageLocaleContext } from "./hooks/use-locale"
import type { PageContext } from "./lib/page-context"

/**
 * Shared by gatsby-browser and gatsby-ssr so server and client trees match. Every page's context
 * says its edition, its twin's path and its messages (src/node/page-context.ts), for the whole
 * tree, the error screen included.
 */
export const wrapPageElement: GatsbyBrowser<unknown, Partial<PageContext>>["wrapPageElement"] = ({
  element,
  props,
}) => (
  <PageLocaleContext.Provider
    value={{
      locale: props.pageContext.locale ?? "en",
      twinPath: props.pageContext.twinPath ?? null,
      messages: props.pageContext.messages ?? {},
    }}
  >
    <ErrorBoundary>{element}</ErrorBoundary>
  </PageLocaleContext.Provider>
)
