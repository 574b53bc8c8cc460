import type { GatsbyNode, Page } from "gatsby"
import { locales, otherLocale } from "../data/locale"
import { localizedRoutes, pairedPageAt } from "../data/routes"
import type { HomeContext, PageContext, PageLocale } from "../lib/page-context"
import { pageContextFor } from "./page-namespaces"
import { readRegister } from "../business/node/register"
import { sellerGuarantee } from "../business/facts"
import { productCardFacts, productCardHtml } from "./static-html"
import { videoMedia } from "../data/site"
import { isStandIn } from "./stand-in-media"

export type OnCreatePageArgs = {
  page: Page<Partial<PageLocale>>
  actions: { deletePage: (page: Page) => void; createPage: (page: Page<PageContext>) => void }
}

/**
 * Each file in src/pages is a page of both editions: Gatsby makes it at its English path, and this
 * makes it again at each edition's path (src/data/routes.ts), with that edition, its twin and its
 * messages in its context. The same component renders both; only the context differs. The 404
 * page stays English here (createPages makes the French one from the same file). The guarantee
 * page exists only while the register holds a guarantee the seller gives. The guarantee and the
 * subscription confirmation pages also get the product card, rendered here to static HTML.
 */
export const onCreatePage = (({ page, actions }: OnCreatePageArgs): void => {
  if (page.context?.locale) return
  actions.deletePage(page)
  const key = pairedPageAt(page.path)
  if (!key) {
    actions.createPage({
      ...page,
      context: { ...page.context, ...pageContextFor("notFound", "en", null) },
    })
    return
  }
  if (key === "guarantee" && !sellerGuarantee(readRegister().guarantee)) return
  // The home's video copy follows the stand-in gate, as the carousel's caption follows File.standIn.
  const media: Partial<HomeContext> =
    key === "home" ? { videoStandIn: isStandIn(`static${videoMedia.src}`) } : {}
  const cardPlacement = key === "guarantee" || key === "subscribed" ? key : null
  const facts = cardPlacement ? productCardFacts() : null
  for (const locale of locales) {
    const twinPath = localizedRoutes[otherLocale(locale)][key]
    actions.createPage({
      ...page,
      path: localizedRoutes[locale][key],
      context: {
        ...page.context,
        ...pageContextFor(key, locale, twinPath),
        ...media,
        // Where a reader finishes: the product card, as static HTML (no script on the page).
        ...(cardPlacement &&
          facts && { productCard: productCardHtml(cardPlacement, locale, facts) }),
      },
    })
  }
}) satisfies GatsbyNode["onCreatePage"]
