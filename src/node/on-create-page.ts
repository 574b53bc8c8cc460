import type { GatsbyNode, Page } from "gatsby"
import { otherLocale } from "../data/locale"
import { localeOfPath, twinOfPage } from "../data/routes"
import type { PageLocale } from "../hooks/use-locale"

export type OnCreatePageArgs = {
  page: Page<Partial<PageLocale>>
  actions: { deletePage: (page: Page) => void; createPage: (page: Page<PageLocale>) => void }
}

/** A page's edition (from its path) and its twin in the other edition, if it has one. */
export const pageLocaleFor = (path: string): PageLocale => {
  const locale = localeOfPath(path)
  return { locale, twinPath: twinOfPage(path, locale, otherLocale(locale)) }
}

/**
 * Gives every page made from a file in src/pages its edition and twin in its context, as
 * createPages does for the pages it makes: the layout's language switch, the head's hreflang
 * links and the sitemap all read them from there.
 */
export const onCreatePage = (({ page, actions }: OnCreatePageArgs): void => {
  if (page.context?.locale) return
  actions.deletePage(page)
  actions.createPage({ ...page, context: { ...page.context, ...pageLocaleFor(page.path) } })
}) satisfies GatsbyNode["onCreatePage"]
