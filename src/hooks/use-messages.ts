import { useContext } from "react"
import type { Namespace, PageMessages } from "../data/messages"
import { PageLocaleContext } from "./use-locale"

/**
 * One namespace of the page's messages, in its edition: the one way copy reaches a component.
 * The build puts the namespaces each page shows in its context (src/node/page-namespaces.ts).
 */
export const useMessages = <N extends Namespace>(namespace: N): NonNullable<PageMessages[N]> => {
  const found = useContext(PageLocaleContext).messages[namespace]
  if (!found) {
    throw new Error(
      `useMessages("${namespace}"): this page's context has no "${namespace}" messages (src/node/page-namespaces.ts lists each page's)`,
    )
  }
  return found
}
