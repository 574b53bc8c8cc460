import { createContext, useContext } from "react"
import type { Locale } from "../data/locale"
import { localizedRoutes, type Routes } from "../data/routes"

/** Which edition a page belongs to, and the path of the same page in the other edition. */
export type PageLocale = {
  readonly locale: Locale
  /** Null where a page has no twin (the not-found pages): the switch then leads to the home. */
  readonly twinPath: string | null
}

/** Set once per page by Layout; English by default, as components render alone in unit tests. */
export const PageLocaleContext = createContext<PageLocale>({ locale: "en", twinPath: null })

export const usePageLocale = (): PageLocale => useContext(PageLocaleContext)

export const useLocale = (): Locale => usePageLocale().locale

/** The current edition's routes. */
export const useRoutes = (): Routes => localizedRoutes[useLocale()]
