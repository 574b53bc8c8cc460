import { Suspense } from "react"
import type { ReactNode } from "react"

export type StaticIslandProps = { children: ReactNode }

/**
 * Server-rendered content with nothing to do in the browser: text, pictures and plain links.
 *
 * The server render (and the unit tests) use this file: the children inside a Suspense boundary,
 * which marks them in the HTML. Browser bundles use `static-island.browser.tsx` instead, which
 * leaves that HTML as the server wrote it rather than hydrating it.
 */
export const StaticIsland = ({ children }: StaticIslandProps) => (
  <Suspense fallback={null}>{children}</Suspense>
)
