import { memo, Suspense } from "react"
import type { StaticIslandProps } from "./static-island"
import { useHydrating } from "../../hooks/use-hydrating"

/** Never settles: a boundary that waits on it keeps its server HTML for good. */
const never = new Promise<never>(() => {})

const Dormant = ({ children }: StaticIslandProps) => {
  if (useHydrating()) throw never
  return <>{children}</>
}

/**
 * The browser's StaticIsland (see static-island.tsx): while the page hydrates, its content
 * suspends on a promise that never settles, so React keeps the server HTML inside the boundary as
 * it is and never hydrates it: no components run, no styles are serialized, no listeners are
 * attached. Links inside work as plain links. When the page is rendered in the browser instead
 * (reached by a link), the content renders as usual.
 *
 * Memoized against every prop change: the content is static, and a boundary that is still
 * dehydrated and receives new props would be thrown away and rendered afresh in the browser.
 */
export const StaticIsland = memo(
  ({ children }: StaticIslandProps) => (
    <Suspense fallback={null}>
      <Dormant>{children}</Dormant>
    </Suspense>
  ),
  () => true,
)
