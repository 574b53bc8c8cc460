import type { ReactElement } from "react"
import { TextEncoder } from "util"
import { InPage } from "./render"

/** What gatsby-ssr writes for a page: React's server HTML of the element, in its page context. */
export const serverHtml = async (element: ReactElement): Promise<string> => {
  // React's server renderer needs TextEncoder, which jsdom lacks; Node's is the same API.
  Object.assign(globalThis, { TextEncoder })
  const { renderToString } = await import("react-dom/server")
  return renderToString(<InPage>{element}</InPage>)
}
