import type { Locale } from "../data/locale"
import { messagesFor, type Namespace } from "../data/messages"
import type { PageContext } from "../lib/page-context"

/**
 * The messages each kind of page shows, besides the layout's (`ui`, on every page). A page's
 * context carries only these, in its edition, so its page data stays small and its JavaScript
 * carries no copy at all.
 */
export const pageNamespaces = {
  home: ["home", "buy"],
  blog: ["blog", "newsletter"],
  privacy: ["privacy"],
  guarantee: ["guarantee"],
  safety: ["safety", "guidance"],
  checkInbox: ["checkInbox"],
  subscribed: ["subscribed"],
  article: ["blog"],
  blogNotFound: ["blog"],
  notFound: ["otherEdition"],
} as const satisfies Record<string, readonly Namespace[]>

export type PageKind = keyof typeof pageNamespaces

/** A page's context: its edition, its twin's path and the messages it shows. */
export const pageContextFor = (
  kind: PageKind,
  locale: Locale,
  twinPath: string | null,
): PageContext => ({
  locale,
  twinPath,
  messages: messagesFor(locale, ["ui", ...pageNamespaces[kind]]),
})
