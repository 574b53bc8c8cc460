// The strings of a YAML file (the business register, an article's frontmatter), for the claim
// linter. The file is parsed and walked generically, so no rule depends on the register's keys:
// every string leaf is a text ({en, fr} pairs are just two of them), keys and comments are not, and
// a leaf inside a map with an `endsOn` (an offer) carries that day, since the register's urgency
// words are allowed in an offer that has not ended.
import { isMap, isPair, isScalar, isSeq, parseDocument } from "yaml"
import { aligned, isLabel, joined, settle, visibleText } from "./text.mjs"

/** Values that are addresses, not copy: links, emails, paths, dates, slugs of articles. */
const notCopy =
  /^(?:[a-z][a-z0-9+.-]*:\/\/\S*|mailto:\S*|\S+@\S+\.\S+|\/\S*|\.{1,2}\/\S*|\d{4}-\d{2}-\d{2}\S*)$/iu
/** Keys whose values name a file or a page rather than say something. */
const addressKey =
  /^(?:translationOf|slug|path|url|href|src|image|images|featuredImage|cover|file|termsUrl)$/iu

/**
 * @typedef {object} YamlText
 * @property {import("./text.mjs").Mapped} part the string, each character at its offset in `full`
 * @property {boolean} label six words or fewer, no sentence: a title, a tag, a label
 * @property {string | null} endsOn the last day of the offer the string belongs to, if any
 */

/**
 * Every string leaf of a YAML text that starts at `base` in `full`.
 * @param {string} yamlSource
 * @param {number} base
 * @param {string} full
 * @returns {YamlText[]}
 */
export const yamlTexts = (yamlSource, base, full) => {
  const doc = parseDocument(yamlSource, { keepSourceTokens: false })
  if (doc.errors.length > 0) throw doc.errors[0]
  /** @type {YamlText[]} */
  const texts = []
  /**
   * @param {unknown} node
   * @param {string} key
   * @param {string | null} endsOn
   */
  const walk = (node, key, endsOn) => {
    if (isMap(node)) {
      const last = node.items.find(
        (pair) => isPair(pair) && isScalar(pair.key) && pair.key.value === "endsOn",
      )
      const day = last && isScalar(last.value) ? String(last.value.value) : null
      for (const pair of node.items) {
        walk(pair.value, isScalar(pair.key) ? String(pair.key.value) : "", day ?? endsOn)
      }
    } else if (isSeq(node)) {
      for (const item of node.items) walk(item, key, endsOn)
    } else if (isScalar(node) && typeof node.value === "string" && node.range) {
      const value = node.value
      if (value.trim() === "" || addressKey.test(key) || notCopy.test(value.trim())) return
      const [start, end] = node.range
      texts.push({
        part: settle(aligned(value.replace(/\n/gu, " "), full, base + start, base + end)),
        label: isLabel(value),
        endsOn,
      })
    }
  }
  walk(doc.contents, "", null)
  return texts
}

/**
 * A YAML file's visible text: its strings, one block each. A file that does not parse is read by
 * hand, without its comments.
 * @param {string} source
 * @returns {import("./mdx.mjs").Doc}
 */
export const yamlText = (source) => {
  /** @type {YamlText[]} */
  let texts
  try {
    texts = yamlTexts(source, 0, source)
  } catch {
    return { ...visibleText(source, "yaml"), labels: [], references: [], offers: [] }
  }
  const doc = joined(texts.map((item) => item.part))
  /** @type {[number, number][]} */
  const labels = []
  /** @type {{ start: number, end: number, endsOn: string }[]} */
  const offers = []
  let offset = 0
  for (const { part, label, endsOn } of texts) {
    const end = offset + part.text.length
    if (label) labels.push([offset, end])
    if (endsOn !== null) offers.push({ start: offset, end, endsOn })
    offset = end + 2
  }
  return { ...doc, labels, references: [], offers }
}
