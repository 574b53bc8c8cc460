/**
 * The layout's and error screens' copy in each edition. The build puts the page's edition of it in
 * each page's context (src/node/on-create-page.ts, create-pages.ts), so it reaches the browser as
 * page data, not as JavaScript in every bundle. The French module is typed against the English
 * one, so this record only compiles when both are whole. Plain strings only: page context is JSON.
 */
import type { Locale } from "./locale"
import * as uiEn from "./ui"
import * as uiFr from "./fr/ui"

/** Everything ./ui.ts exports but the console line, which is for developers. */
export type UiCopy = Omit<typeof uiEn, "notFoundLogPrefix">

export const uiCopy: Readonly<Record<Locale, UiCopy>> = { en: uiEn, fr: uiFr }
