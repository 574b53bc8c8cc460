import { createElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import type { Locale } from "../data/locale"
import { PageLocaleContext } from "../hooks/use-locale"
import { messages } from "../data/messages"
import { formatMessage } from "../lib/format-message"
import { guidanceShortcodes } from "../components/blog/mdx-components"

export const wordsPerMinute = 200

/** Words a reader reads: JSX tags, link targets, code fences and markup are not words. */
export const countWords = (mdxBody: string): number => {
  const prose = mdxBody
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/^(?:import|export)\s.*$/gm, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\]\([^)]*\)/g, "] ")
  return prose.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0
}

/**
 * The words a self-closing shortcode (<SafetyNotes />) puts on the page: its tag hides them from
 * countWords, but the reader reads them. Rendered once per name from the same components the
 * article body is built with, so the count follows src/data/guidance.ts.
 */
const shortcodeWords = new Map<string, number>()
const wordsOfShortcode = (name: string, locale: Locale): number => {
  const key = `${locale}:${name}`
  const known = shortcodeWords.get(key)
  if (known !== undefined) return known
  const component = Object.entries(guidanceShortcodes).find(([key]) => key === name)?.[1]
  const markup = component
    ? renderToStaticMarkup(
        createElement(
          PageLocaleContext.Provider,
          { value: { locale, twinPath: null, messages: messages[locale] } },
          createElement(component),
        ),
      )
    : ""
  // emotion puts each component's <style> beside it when no cache collects them: not words.
  const words = countWords(markup.replace(/<style[^>]*>[\s\S]*?<\/style>/g, " "))
  shortcodeWords.set(key, words)
  return words
}

/** Every word of an article: its own prose plus the text its shortcodes add. */
export const articleWords = (mdxBody: string, locale: Locale = "en"): number =>
  countWords(mdxBody) +
  [...mdxBody.matchAll(/<([A-Z]\w*)\s*\/>/g)].reduce(
    (sum, [, name]) => sum + wordsOfShortcode(name, locale),
    0,
  )

/** "N min read" ("N min de lecture") at 200 words a minute, never less than one minute. */
export const readTimeFor = (mdxBody: string, locale: Locale = "en"): string =>
  formatMessage(messages[locale].blog.articleCopy.readTime, {
    minutes: Math.max(1, Math.ceil(articleWords(mdxBody, locale) / wordsPerMinute)),
  })
