/**
 * The routine, safety list and study caveat in each edition, for the article shortcodes, which
 * render at build time (src/node/article-html.tsx) and so never reach a browser bundle. The home
 * pages read their own edition's guidance through their home copy instead.
 */
import type { Locale } from "./locale"
import * as guidanceEn from "./guidance"
import * as guidanceFr from "./fr/guidance"

export type GuidanceCopy = typeof guidanceEn

export const guidanceCopy: Readonly<Record<Locale, GuidanceCopy>> = {
  en: guidanceEn,
  fr: guidanceFr,
}
