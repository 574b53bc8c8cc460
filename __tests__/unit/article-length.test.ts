/** @jest-environment node */
// Every article of both editions is a real read: at least 800 words of prose, counted the way the
// reading time is (shortcodes, link targets and markup are not words), before its reference list.
// The launch articles are checked in spec-acceptance.test.ts; any number of articles may exist.
import { readFileSync } from "fs"
import path from "path"
import matter from "gray-matter"
import { locales, type Locale } from "../../src/data/locale"
import { countWords } from "../../src/node/read-time"
import { articleDirs, articleSlugs } from "../support/articles"

const minimumWords = 800

/** Where the reference list starts, in each edition's words. */
const referencesHeading: Readonly<Record<Locale, RegExp>> = {
  en: /^## References\b/m,
  fr: /^## Références\b/m,
}

const proseWords = (locale: Locale, slug: string) => {
  const file = path.join(articleDirs[locale], slug, "index.mdx")
  const { content } = matter(readFileSync(file, "utf8"))
  return countWords(content.split(referencesHeading[locale])[0])
}

describe.each(locales)("article length (%s)", (locale) => {
  it.each(articleSlugs(locale))(`%s has at least ${minimumWords} words of prose`, (slug) => {
    expect(proseWords(locale, slug)).toBeGreaterThanOrEqual(minimumWords)
  })
})
