/** What Gatsby puts in each page's context (src/node/ writes it, pages and templates read it). */
import type { Locale } from "../data/locale"
import type { PageMessages } from "../data/messages"

/** Which edition a page belongs to, and the path of the same page in the other edition. */
export type PageLocale = {
  readonly locale: Locale
  /** Null where a page has no twin (the not-found pages): the switch then leads to the home. */
  readonly twinPath: string | null
}

/**
 * Every page's context: its edition, its twin, and the messages it shows in its edition (as data,
 * so no page's JavaScript carries the copy of both editions).
 */
export type PageContext = PageLocale & { readonly messages: PageMessages }

/** Markup rendered at build time, with the CSS of its classes (src/node/static-html.tsx). */
export type StaticHtml = { readonly html: string; readonly css: string }

/** The guarantee and subscription-confirmation pages: the product card made at build time. */
export type ProductCardPageContext = PageContext & { readonly productCard: StaticHtml }

/**
 * The home page's context: whether the demo video is still the drawn stand-in (the build's gate,
 * src/node/stand-in-media.ts), which picks the words the page says about it.
 */
export type HomeContext = PageContext & { readonly videoStandIn: boolean }

/** What the article template's page query receives; null neighbours are the edition's ends. */
export type BlogPostContext = PageContext & {
  id: string
  slug: string
  /** Node ids, not slugs: an English and a French article may share a folder name. */
  newerId: string | null
  olderId: string | null
}
