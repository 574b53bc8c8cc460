import { createContext, useContext } from "react"
import type { Locale } from "../data/locale"
import { localizedRoutes, type Routes } from "../data/routes"
import type { PageContext, PageLocale } from "../lib/page-context"

export type { PageLocale }

/**
 * The page's edition, twin and messages, from its page context (set once per page by
 * wrapPageElement). Without a page around it, a component is English and has no messages.
 */
export const PageLocaleContext = createContext<PageContext>({
  locale: "en",
  twinPath: null,
  messages: {},
})

export const usePageLocale = (): PageLocale => useContext(PageLocaleContext)

export const useLocale = (): Locale => usePageLocale().locale

/** The current edition's routes. */
export const useRoutes = (): Routes => localizedRoutes[useLocale()]
