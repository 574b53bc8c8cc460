/**
 * The blog's copy (index, article furniture, not-found) in each edition, for the blog's pages and
 * the build. The French module is typed against the English one.
 */
import type { Locale } from "./locale"
import * as blogEn from "./blog"
import * as blogFr from "./fr/blog"

export type BlogCopy = typeof blogEn

export const blogCopy: Readonly<Record<Locale, BlogCopy>> = { en: blogEn, fr: blogFr }
