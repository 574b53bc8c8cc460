import type { GatsbyNode, Page } from "gatsby"
import { otherLocale } from "../data/locale"
import { localeOfPath, twinOfPage } from "../data/routes"
import { uiCopy } from "../data/ui-copy"
import type { PageContext, PageLocale } from "../lib/page-context"

export type OnCreatePageArgs = {
  page: Page<Partial<PageLocale>>
  actions: { deletePage: (page: Page) => void; createPage: (page: Page<PageContext>) => void }
}

/** A page's edition (from its path) and its twin in the other edition, if it has one. */
export const pageLocaleFor = (path: string): PageLocale => {
  const locale = localeOfPath(path)
  return { locale, twinPath: twinOfPage(path, locale, otherLocale(locale)) }
}

/** A page's whole context: its edition, its twin, and the layout's copy in its language. */
export const pageContextFor = (path: string): PageContext => {
  const pageLocale = pageLocaleFor(path)
  return { ...pageLocale, ui: uiCopy[pageLocale.locale] }
}

/**
 * Gives every page made from a file in src/pages its edition, twin and layout copy in its
 * context, as createPages does for the pages it makes: the layout, the language switch, the
 * head's hreflang links and the sitemap all read them from there.
 */
export const onCreatePage = (({ page, actions }: OnCreatePageArgs): void => {
  if (page.context?.locale) return
  actions.deletePage(page)
  actions.createPage({ ...page, context: { ...page.context, ...pageContextFor(page.path) } })
}) satisfies GatsbyNode["onCreatePage"]
