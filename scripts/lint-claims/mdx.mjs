// What a visitor reads in an article, for the claim linter: the MDX is parsed with remark (the
// parser @mdx-js/mdx runs for the site: remark-parse and remark-mdx), never stripped by hand. The
// frontmatter is read as YAML (./yaml.mjs). Each block (paragraph, heading, list item, table cell,
// text attribute) becomes one text; a phrase never runs across two, and a negation never reaches
// from one into the next.
import { createProcessor } from "@mdx-js/mdx"
import { aligned, isLabel, joined, settle, visibleText } from "./text.mjs"
import { yamlTexts } from "./yaml.mjs"

const processor = createProcessor({ format: "mdx" })

/** Attributes a visitor reads or hears: their values are copy too. */
const textAttributes = new Set([
  "alt",
  "title",
  "aria-label",
  "aria-description",
  "placeholder",
  "label",
])
/** Nodes whose text runs inside a sentence (mdast "phrasing content"). */
const phrasing = new Set([
  "text",
  "inlineCode",
  "emphasis",
  "strong",
  "delete",
  "link",
  "linkReference",
  "break",
  "mdxJsxTextElement",
  "mdxTextExpression",
  "image",
  "imageReference",
])
/** A heading that opens the list of works an article cites. */
const referencesHeading =
  /^\s*(?:references?|r[ée]f[ée]rences?|sources|bibliograph(?:y|ie)|works\s+cited|studies\s+cited|[ée]tudes\s+cit[ée]es)\s*$/iu

/** @typedef {import("./text.mjs").Mapped} Mapped */
/**
 * @typedef {object} Doc a file's visible text and what the rules need to know about its parts
 * @property {string} text
 * @property {number[]} at the original offset of each character of `text`
 * @property {[number, number][]} labels ranges of `text` that are labels (headings, titles, tags)
 * @property {[number, number][]} references ranges of `text` in an article's reference list
 * @property {{ start: number, end: number, endsOn: string }[]} offers ranges inside a register's offer
 * @property {{ offset: number } | null} [referencesAt] where an article's reference list starts
 */

/**
 * The string a JavaScript expression such as `{" "}` or `{"text"}` stands for, if it is one.
 * @param {string} value
 */
const stringOf = (value) => {
  const m = /^\s*(["'`])((?:(?!\1)[^\\]|\\.)*)\1\s*$/su.exec(value)
  return m ? m[2].replace(/\\(.)/gsu, "$1") : undefined
}

/**
 * @typedef {{ type: string, value?: string, name?: string | null, alt?: string | null,
 *   depth?: number, attributes?: { type: string, name?: string, value?: unknown }[],
 *   children?: Node[], position?: { start: { offset?: number }, end: { offset?: number } } }} Node
 */

/**
 * An article's visible text, parsed with remark. A file remark cannot parse (the build would stop
 * on it too) is read by hand instead, so nothing goes unchecked.
 * @param {string} source
 * @returns {Doc}
 */
export const mdxText = (source) => {
  const front = /^---\r?\n([\s\S]*?)\r?\n---[^\S\n]*(?:\r?\n|$)/u.exec(source)
  const frontEnd = front ? front[0].length : 0
  // The frontmatter's place is kept (blanked), so every offset stays the original's.
  const body = front ? front[0].replace(/[^\n]/gu, " ") + source.slice(frontEnd) : source
  /** @type {Node} */
  let tree
  try {
    tree = /** @type {Node} */ (/** @type {unknown} */ (processor.parse(body)))
  } catch {
    const doc = visibleText(source, "mdx")
    const labels = [...doc.text.matchAll(/^#{1,6}[^\S\n]+([^\n\0]*)/gmu)].map(
      (m) => /** @type {[number, number]} */ ([m.index ?? 0, (m.index ?? 0) + m[0].length]),
    )
    return { ...doc, labels, references: [], offers: [] }
  }

  /**
   * Each block: its text, whether it is a label as a whole, the label ranges inside it (a bold
   * lead-in), and whether it sits in the reference list.
   * @type {{ part: Mapped, label: boolean, leads?: [number, number][], references: boolean }[]}
   */
  const blocks = []
  if (front) {
    const start = front.index + front[0].indexOf(front[1])
    for (const item of yamlTexts(front[1], start, source)) {
      blocks.push({ part: item.part, label: item.label, references: false })
    }
  }
  const offsetOf = (/** @type {Node} */ node, /** @type {"start" | "end"} */ side) =>
    node.position?.[side].offset ?? 0

  /** The block being filled: its pieces, and the ranges (in it) of bold or italic lead-ins. */
  /** @type {{ pieces: Mapped[], leads: [number, number][] } | null} */
  let current = null
  let inReferences = false
  let referencesDepth = 0
  /** @type {{ offset: number } | null} */
  let referencesAt = null

  const lengthSoFar = () => (current ? current.pieces.reduce((n, p) => n + p.text.length, 0) : 0)
  /** @param {string} value @param {number} from @param {number} to */
  const push = (value, from, to) => {
    if (current) current.pieces.push(settle(aligned(value, source, from, to)))
  }
  /** Closes the block being filled: one text, with soft line breaks read as spaces. */
  const close = (/** @type {boolean} */ heading = false) => {
    if (!current) return
    const { pieces, leads } = current
    current = null
    let text = ""
    /** @type {number[]} */
    const at = []
    for (const piece of pieces) {
      text += piece.text
      at.push(...piece.at.slice(0, piece.text.length))
    }
    at.push(pieces.length > 0 ? (pieces[pieces.length - 1].at.at(-1) ?? 0) : 0)
    if (text.trim() === "") return
    const part = { text: text.replace(/\n/gu, " "), at }
    // A bold or italic lead-in ("**Firming.** …") is a label inside its block.
    const labelled = leads.filter(
      ([from, to]) =>
        (from > 0 || to < text.length) && isLabel(text.slice(from, to), { lead: true }),
    )
    blocks.push({
      part,
      label: heading || isLabel(part.text),
      leads: labelled,
      references: inReferences,
    })
  }
  /** Text attributes (alt, title, aria-label…) are blocks of their own. */
  const attributes = (/** @type {Node} */ node) => {
    for (const attribute of node.attributes ?? []) {
      if (attribute.type !== "mdxJsxAttribute" || !textAttributes.has(attribute.name ?? ""))
        continue
      const value =
        typeof attribute.value === "string"
          ? attribute.value
          : attribute.value && typeof attribute.value === "object" && "value" in attribute.value
            ? stringOf(String(attribute.value.value))
            : undefined
      if (!value) continue
      const from = offsetOf(node, "start")
      const to = offsetOf(node, "end")
      const found = source.indexOf(value, from)
      const start = found >= 0 && found < to ? found : from
      blocks.push({
        part: settle(aligned(value, source, start, Math.min(to, start + value.length + 16))),
        label: isLabel(value),
        references: inReferences,
      })
    }
  }
  /** Phrasing content, into the current block. @param {Node} node */
  const inline = (node) => {
    switch (node.type) {
      case "text":
      case "inlineCode":
        push(node.value ?? "", offsetOf(node, "start"), offsetOf(node, "end"))
        return
      case "break":
        push(" ", offsetOf(node, "start"), offsetOf(node, "end"))
        return
      case "image":
        if (node.alt) {
          const from = source.indexOf(node.alt, offsetOf(node, "start"))
          blocks.push({
            part: settle(aligned(node.alt, source, from, from + node.alt.length)),
            label: isLabel(node.alt),
            references: inReferences,
          })
        }
        return
      case "mdxTextExpression": {
        const value = stringOf(node.value ?? "")
        if (value !== undefined) push(value, offsetOf(node, "start"), offsetOf(node, "end"))
        return
      }
      case "mdxJsxTextElement":
        attributes(node)
        break
      default:
    }
    const leadStart = lengthSoFar()
    for (const child of node.children ?? []) inline(child)
    if ((node.type === "strong" || node.type === "emphasis") && leadStart === 0 && current) {
      current.leads.push([0, lengthSoFar()])
    }
  }
  /** Flow content: each paragraph, heading or cell is a block. @param {Node} node */
  const flow = (node) => {
    switch (node.type) {
      case "paragraph":
      case "tableCell":
        current = { pieces: [], leads: [] }
        for (const child of node.children ?? []) inline(child)
        close()
        return
      case "heading": {
        current = { pieces: [], leads: [] }
        for (const child of node.children ?? []) inline(child)
        const text = current ? current.pieces.map((p) => p.text).join("") : ""
        const depth = node.depth ?? 1
        if (inReferences && depth <= referencesDepth) inReferences = false
        close(true)
        if (referencesHeading.test(text)) {
          inReferences = true
          referencesDepth = depth
          referencesAt ??= { offset: offsetOf(node, "start") }
        }
        return
      }
      case "code":
        current = { pieces: [], leads: [] }
        push(node.value ?? "", offsetOf(node, "start"), offsetOf(node, "end"))
        close()
        return
      case "mdxJsxFlowElement": {
        attributes(node)
        // Its children are either blocks or, on one line, phrasing content.
        /** @type {Node[]} */
        let run = []
        const flush = () => {
          if (run.length === 0) return
          current = { pieces: [], leads: [] }
          for (const child of run) inline(child)
          close()
          run = []
        }
        for (const child of node.children ?? []) {
          if (phrasing.has(child.type)) run.push(child)
          else {
            flush()
            flow(child)
          }
        }
        flush()
        return
      }
      case "mdxFlowExpression": {
        const value = stringOf(node.value ?? "")
        if (value !== undefined) {
          current = { pieces: [], leads: [] }
          push(value, offsetOf(node, "start"), offsetOf(node, "end"))
          close()
        }
        return
      }
      case "mdxjsEsm":
      case "thematicBreak":
      case "definition":
      case "html":
        return
      default:
        for (const child of node.children ?? []) flow(child)
    }
  }
  flow(tree)

  const doc = joined(blocks.map((block) => block.part))
  /** @type {[number, number][]} */
  const labels = []
  /** @type {[number, number][]} */
  const references = []
  let offset = 0
  for (const block of blocks) {
    const range = /** @type {[number, number]} */ ([offset, offset + block.part.text.length])
    if (block.label) labels.push(range)
    for (const [from, to] of block.leads ?? []) labels.push([offset + from, offset + to])
    if (block.references) references.push(range)
    offset += block.part.text.length + 2
  }
  return { ...doc, labels, references, offers: [], referencesAt }
}
