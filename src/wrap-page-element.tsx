import type { GatsbyBrowser } from "gatsby"
import { ErrorBoundary } from "./components/common/error-boundary"

/** Shared by gatsby-browser and gatsby-ssr so server and client trees match. */
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element }) => (
  <ErrorBoundary>{element}</ErrorBoundary>
)
