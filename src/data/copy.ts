/**
 * The copy every page shares (layout, error screens, blog furniture), per edition. The French
 * modules are typed against the English ones, so this record only compiles when both are whole.
 * The larger page copy (home, newsletter, privacy) is not here: each page imports its own
 * edition's module, so a page's JavaScript carries one language.
 */
import type { Locale } from "./locale"
import * as uiEn from "./ui"
import * as uiFr from "./fr/ui"
import * as blogEn from "./blog"
import * as blogFr from "./fr/blog"
import type * as homeEn from "./home"
import type * as newsletterEn from "./newsletter"

/** Everything ./ui.ts exports but the console line, which is for developers. */
export type UiCopy = Omit<typeof uiEn, "notFoundLogPrefix">
export type BlogCopy = typeof blogEn

/** The home page's copy: everything ./home.ts exports but the video's files. */
export type HomeCopy = Omit<typeof homeEn, "videoMedia">

/** The newsletter box, the privacy page and the thank-you page, without the form's facts. */
export type NewsletterPagesCopy = Omit<typeof newsletterEn, "newsletterForm" | "privacyEmail">

export const uiCopy: Readonly<Record<Locale, UiCopy>> = { en: uiEn, fr: uiFr }
export const blogCopy: Readonly<Record<Locale, BlogCopy>> = { en: blogEn, fr: blogFr }
