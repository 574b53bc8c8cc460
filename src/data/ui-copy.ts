/**
 * The layout's and error screens' copy in each edition: small, and on every page, so both
 * languages ship together. The French module is typed against the English one, so this record
 * only compiles when both are whole.
 */
import type { Locale } from "./locale"
import * as uiEn from "./ui"
import * as uiFr from "./fr/ui"

/** Everything ./ui.ts exports but the console line, which is for developers. */
export type UiCopy = Omit<typeof uiEn, "notFoundLogPrefix">

export const uiCopy: Readonly<Record<Locale, UiCopy>> = { en: uiEn, fr: uiFr }
