/**
 * French typography as the Office québécois de la langue française sets it for the web, where a
 * narrow no-break space exists (docs/i18n.md), for the French edition's build tests and the unit
 * test of these rules:
 *
 * - U+202F (narrow no-break space) before ; ! and ?: not a plain space, not U+00A0, not nothing.
 *   Only the first sign of a group (« ?! ») takes it.
 * - U+202F after « and before ».
 * - U+00A0 (or U+202F) before :.
 * - U+00A0 between a number and its unit (%, $, °C, nm, minutes, heures, jours, semaines, mois,
 *   ans), so a figure never
 *   wraps away from its unit.
 *
 * Web addresses and clock times (10:30) are not prose and are skipped; so is English quoted in a
 * French page (`lang="en"`), which the callers leave out.
 */
import type { HTMLElement } from "node-html-parser"

const NARROW = "\u202f"
const NO_BREAK = "\u00a0"

/**
 * Web addresses and clock times (10:30, or 00:00:00 in an ISO date): their colons and question
 * marks are not prose.
 */
const exempt = /\b(?:https?:\/\/|mailto:|www\.)[^\s<>"'«»]+|(?<!\d)\d{1,2}(?::\d{2}){1,2}(?!\d)/g

/** A figure, then a plain or missing-no-break space, then a unit (match starts at the last digit). */
const numberBeforeUnit =
  /\d[ \t](?=(?:%|\$|°C|nm\b|nanomètres?\b|min(?:utes?)?\b|heures?\b|jours?\b|semaines?\b|mois\b|ans\b))/gu

/** A few characters either side of a sign, with the two no-break spaces spelled out. */
const excerpt = (text: string, at: number): string =>
  text
    .slice(Math.max(0, at - 30), at + 12)
    .replace(/\u202f/g, "⟨202F⟩")
    .replace(/\u00a0/g, "⟨00A0⟩")

/** Names a character before or after a sign, for the message. */
const nameOf = (char: string | undefined): string =>
  char === undefined
    ? "nothing"
    : char === " "
      ? "a plain space"
      : char === NO_BREAK
        ? "U+00A0"
        : char === NARROW
          ? "U+202F"
          : /\s/.test(char)
            ? `whitespace U+${char.codePointAt(0)?.toString(16).toUpperCase().padStart(4, "0")}`
            : `"${char}"`

/**
 * Every place in a piece of French text that breaks the rules, as "rule: …excerpt…" strings (an
 * empty list when the text is right).
 */
export const frenchTypographyOffences = (raw: string): string[] => {
  // Same length, so positions still match the original for the excerpts.
  const text = raw.replace(exempt, (match) => "x".repeat(match.length))
  const offences: string[] = []
  const report = (at: number, rule: string, found: string | undefined) =>
    offences.push(`${rule}, found ${nameOf(found)}: …${excerpt(raw, at)}…`)
  for (let at = 0; at < text.length; at++) {
    const sign = text[at]
    const before = at > 0 ? text[at - 1] : undefined
    const after = text[at + 1]
    if (sign === ";" || sign === "!" || sign === "?") {
      // The second sign of "?!" or "!!" follows the first directly.
      if (before !== undefined && ";!?".includes(before)) continue
      if (before !== NARROW) report(at, `U+202F before "${sign}"`, before)
    } else if (sign === ":") {
      if (before !== NO_BREAK && before !== NARROW) report(at, 'U+00A0 before ":"', before)
    } else if (sign === "«") {
      if (after !== NARROW) report(at, 'U+202F after "«"', after)
    } else if (sign === "»") {
      if (before !== NARROW) report(at, 'U+202F before "»"', before)
    }
  }
  for (const { index } of text.matchAll(numberBeforeUnit)) {
    report(index + 1, "U+00A0 between a number and its unit", text[index + 1])
  }
  return offences
}

/** Offences in several labelled texts, each prefixed with its label. */
export const offencesIn = (texts: readonly (readonly [label: string, text: string])[]): string[] =>
  texts.flatMap(([label, text]) =>
    frenchTypographyOffences(text).map((offence) => `${label}: ${offence}`),
  )

/** Elements in English inside a French page (a study's title, the language switch). */
const english = '[lang="en"], [lang^="en-"]'

/** Head tags whose content people read: in search results and social previews. */
const readMeta = [
  'meta[name="description"]',
  'meta[property="og:title"]',
  'meta[property="og:description"]',
  'meta[property="og:image:alt"]',
  'meta[property="og:site_name"]',
  'meta[name="twitter:title"]',
  'meta[name="twitter:description"]',
  'meta[name="twitter:image:alt"]',
]

/** Attributes that browsers show or read aloud. */
const readAttributes = ["alt", "aria-label", "aria-roledescription", "title", "placeholder"]

/** Every string value in a JSON-LD tree (URLs are skipped by the rules themselves). */
const jsonStrings = (value: unknown, path: string): (readonly [string, string])[] => {
  if (typeof value === "string") return [[path, value]]
  if (Array.isArray(value)) return value.flatMap((item, i) => jsonStrings(item, `${path}[${i}]`))
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => jsonStrings(item, `${path}.${key}`))
  return []
}

/**
 * What a French page puts before a reader, labelled: <title>, the read meta tags, the read
 * attributes of every element, each JSON-LD string, and the visible text of <body>. English
 * elements (and their attributes) are left out; in the visible text each one stands as a word, so
 * the French punctuation after it is still checked. Takes the document apart: parse it afresh for
 * anything else.
 */
export const frenchPageTexts = (document: HTMLElement): (readonly [string, string])[] => {
  const texts: (readonly [string, string])[] = []
  const title = document.querySelector("title")
  if (title) texts.push(["<title>", title.textContent])
  for (const selector of readMeta)
    for (const meta of document.querySelectorAll(selector))
      texts.push([selector, meta.getAttribute("content") ?? ""])
  for (const element of document.querySelectorAll(readAttributes.map((a) => `[${a}]`).join(", "))) {
    if (element.closest(english)) continue
    for (const attribute of readAttributes) {
      const value = element.getAttribute(attribute)
      if (value !== undefined) texts.push([`<${element.rawTagName} ${attribute}>`, value])
    }
  }
  for (const script of document.querySelectorAll('script[type="application/ld+json"]'))
    texts.push(...jsonStrings(JSON.parse(script.rawText), "JSON-LD"))
  const body = document.querySelector("body")
  if (body) {
    body.querySelectorAll("script, style, noscript, template").forEach((node) => node.remove())
    body.querySelectorAll(english).forEach((node) => node.replaceWith("EN"))
    texts.push(["visible text", body.textContent])
  }
  return texts
}
