/**
 * Every edition's messages: all the copy a page shows, by namespace. English is the source; each
 * French module is typed against its English twin, and `fr` against `en` here, so a missing or
 * extra French string fails `npm run typecheck`.
 *
 * The build imports this (src/node/page-namespaces.ts) and puts the namespaces a page shows, in its
 * edition, in the page's context; components read them with `useMessages` (src/hooks/). A
 * component never imports this module: that would put both editions' copy in its JavaScript.
 * Messages are plain data (page context is JSON): a sentence that takes a value is a template
 * filled by `formatMessage` (src/lib/format-message.ts).
 */
import type { Locale } from "./locale"
import { otherLocale } from "./locale"
import * as buyEn from "./business-copy"
import * as buyFr from "./fr/business-copy"
import * as blogEn from "./blog"
import * as blogFr from "./fr/blog"
import * as guidanceEn from "./guidance"
import * as guidanceFr from "./fr/guidance"
import * as homeEn from "./home"
import * as homeFr from "./fr/home"
import { newsletterCopy as newsletterEn } from "./newsletter"
import { newsletterCopy as newsletterFr } from "./fr/newsletter"
import { guaranteeCopy as guaranteeEn } from "./guarantee"
import { guaranteeCopy as guaranteeFr } from "./fr/guarantee"
import { privacyCopy as privacyEn } from "./privacy"
import { privacyCopy as privacyFr } from "./fr/privacy"
import { subscribedCopy as subscribedEn } from "./subscribed"
import { subscribedCopy as subscribedFr } from "./fr/subscribed"
import { safetyCopy as safetyEn } from "./safety"
import { safetyCopy as safetyFr } from "./fr/safety"
import { checkInboxCopy as checkInboxEn } from "./check-inbox"
import { checkInboxCopy as checkInboxFr } from "./fr/check-inbox"
import * as uiEn from "./ui"
import * as uiFr from "./fr/ui"

/** The layout's and error screens' copy (../ui.ts) without the console line, for developers. */
const ui = ({
  layoutCopy,
  notFoundCopy,
  errorCopy,
  editionInvite,
}: Omit<typeof uiEn, "notFoundLogPrefix">) => ({
  layoutCopy,
  notFoundCopy,
  errorCopy,
  editionInvite,
})

const en = {
  /** Header, footer, skip link, not-found and error screens: every page. */
  ui: ui(uiEn),
  /** The home page (./home.ts), with the business sentences and product alt texts it re-exports. */
  home: { ...homeEn },
  /** The buy button, the register's sentences, the product facts and the product card (./business-copy.ts). */
  buy: { ...buyEn },
  /** The blog index, the article furniture and the unknown-article page (./blog.ts). */
  blog: { ...blogEn },
  /** The newsletter box (./newsletter.ts). */
  newsletter: newsletterEn,
  /** The privacy page (./privacy.ts). */
  privacy: privacyEn,
  /** The seller's guarantee page (./guarantee.ts). */
  guarantee: guaranteeEn,
  /** The safety page's headings (./safety.ts); its list is the guidance namespace's. */
  safety: safetyEn,
  /** Where the newsletter form lands without JavaScript: check your inbox (./check-inbox.ts). */
  checkInbox: checkInboxEn,
  /** Where the confirmation email's link lands: subscription confirmed (./subscribed.ts). */
  subscribed: subscribedEn,
  /** The article shortcodes' routine, safety list and study caveat (./guidance.ts). */
  guidance: { ...guidanceEn },
}

/** Every namespace of one edition's messages. */
export type Messages = typeof en

const fr: Messages = {
  ui: ui(uiFr),
  home: { ...homeFr },
  buy: { ...buyFr },
  blog: { ...blogFr },
  newsletter: newsletterFr,
  privacy: privacyFr,
  guarantee: guaranteeFr,
  safety: safetyFr,
  checkInbox: checkInboxFr,
  subscribed: subscribedFr,
  guidance: { ...guidanceFr },
}

export const messages: Readonly<Record<Locale, Messages>> = { en, fr }

/**
 * What a page's context can carry: namespaces of its edition's messages, and for the not-found
 * pages `otherEdition`, the invitation to the other edition written in that edition's language.
 */
export type PageMessages = Partial<
  Messages & { readonly otherEdition: Messages["ui"]["editionInvite"] }
>

export type Namespace = keyof PageMessages

/** The namespaces a page shows, in its edition: what goes in its context. */
export const messagesFor = (locale: Locale, namespaces: readonly Namespace[]): PageMessages =>
  Object.fromEntries(
    namespaces.map((namespace) => [
      namespace,
      namespace === "otherEdition"
        ? messages[otherLocale(locale)].ui.editionInvite
        : messages[locale][namespace],
    ]),
  )
