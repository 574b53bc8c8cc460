import type { GatsbyBrowser } from "gatsby"
import { Global } from "@emotion/react"
import { ErrorBoundary } from "./components/common/error-boundary"
import { PageLocaleContext } from "./hooks/use-locale"
import type { PageContext } from "./lib/page-context"
import { globalCss } from "./styles/global-css"

/**
 * Shared by gatsby-browser and gatsby-ssr so server and client trees match. Every page gets the
 * element defaults (an emotion <Global>, first in <head>), and its context says its edition, its
 * twin's path and its messages (src/node/page-namespaces.ts), for the whole tree, the error screen
 * included.
 */
export const wrapPageElement: GatsbyBrowser<unknown, Partial<PageContext>>["wrapPageElement"] = ({
  element,
  props,
}) => (
  <>
    <Global styles={globalCss} />
    <PageLocaleContext.Provider
      value={{
        locale: props.pageContext.locale ?? "en",
        twinPath: props.pageContext.twinPath ?? null,
        messages: props.pageContext.messages ?? {},
      }}
    >
      <ErrorBoundary>{element}</ErrorBoundary>
    </PageLocaleContext.Provider>
  </>
)
