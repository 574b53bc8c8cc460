import { useSyncExternalStore } from "react"

const noSubscription = () => () => {}

/**
 * True while React renders on the server or hydrates server HTML, false when it renders in the
 * browser (a page reached by a link, or a page React had to render afresh). useSyncExternalStore
 * reads the server snapshot only then; once a hydrated component has committed, React renders it
 * again with the browser's snapshot.
 */
export const useHydrating = () =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  )
