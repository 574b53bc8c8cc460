// What an author wrote, read for the claim linter before the build: an article's frontmatter (a
// selling surface: titles, descriptions and tags are what listings, search results and shares
// show) and its body (an article), parsed with remark, the parser the site's MDX uses. Each
// paragraph, heading, table cell and text attribute is one text, with the place of its words in
// the file, so a report names the line and column.
import { parse } from "yaml"
import { findClaims, type Lang, type Surface } from "./claims"

// @mdx-js/mdx is an ES module, and some of its own dependencies (estree-walker) can only be
// imported, never required: tsx compiles whatever a CommonJS script requires into CommonJS, so
// the parser is imported, once, and the functions that read an article wait for it.
const processor = import("@mdx-js/mdx").then(({ createProcessor }) =>
  createProcessor({ format: "mdx" }),
)

/** Attributes a visitor reads or hears. */
const textAttributes = new Set([
  "alt",
  "title",
  "aria-label",
  "aria-description",
  "placeholder",
  "label",
])
/** Blocks whose inline content is one text. */
const blocks = new Set(["paragraph", "heading", "tableCell"])

type Text = {
  text: string
  at: (index: number) => number
  surface: Surface
  label: boolean
  field?: string
  /** The lead-in a list item completes. */
  lead?: string
}
/** What this module reads of a node of remark's tree (mdast, with MDX's nodes). */
type Node = {
  type: string
  value?: string
  alt?: string | null
  name?: string | null
  attributes?: { type: string; name?: string; value?: unknown }[]
  children?: Node[]
  position?: { start: { offset?: number } }
}
type Piece = { value: string; offset: number }

/** A text made of pieces of the file: `at` maps an index in the text to an offset in the file. */
const joined = (pieces: Piece[], about: Omit<Text, "text" | "at">): Text => {
  const starts: number[] = []
  let text = ""
  for (const piece of pieces) {
    starts.push(text.length)
    text += piece.value
  }
  const at = (index: number) => {
    let i = starts.length - 1
    while (i > 0 && starts[i] > index) i -= 1
    return (pieces[i]?.offset ?? 0) + index - (starts[i] ?? 0)
  }
  return { text, at, ...about }
}

const inline = (node: Node): Piece[] => {
  const offset = node.position?.start.offset ?? 0
  // A line break inside a paragraph is a space to a reader (same length, so offsets hold).
  if (node.type === "text" || node.type === "inlineCode")
    return [{ value: (node.value ?? "").replace(/\n/gu, " "), offset }]
  if (node.type === "break") return [{ value: " ", offset }]
  if (node.type === "mdxTextExpression") {
    const m = /^\s*(["'`])(.*)\1\s*$/su.exec(node.value ?? "")
    return m ? [{ value: m[2], offset }] : []
  }
  return (node.children ?? []).flatMap(inline)
}

/** Every text an article shows, from the frontmatter and the body. */
export const articleTexts = async (source: string): Promise<Text[]> => {
  const texts: Text[] = []
  const front = /^---\r?\n([\s\S]*?)\r?\n---[^\S\n]*(?:\r?\n|$)/u.exec(source)
  if (front) {
    const walk = (value: unknown, field: string) => {
      // Slugs, dates and paths are not read: `translationOf: inflammation-…` says nothing.
      if (typeof value === "string" && !/^[\p{Ll}\d/._:-]+$/u.test(value)) {
        const offset = Math.max(0, source.indexOf(value.slice(0, 30)))
        const label = /^(?:title|tags)/u.test(field)
        texts.push(joined([{ value, offset }], { surface: "selling", label, field }))
      } else if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${field}[${i}]`))
      else if (value && typeof value === "object")
        Object.entries(value).forEach(([key, item]) => walk(item, field ? `${field}.${key}` : key))
    }
    walk(parse(front[1]), "")
  }
  const body = front ? front[0].replace(/[^\n]/gu, " ") + source.slice(front[0].length) : source
  /** The text attributes and image descriptions a node carries. */
  const attributes = (node: Node) => {
    const offset = node.position?.start.offset ?? 0
    const values = (node.attributes ?? []).flatMap((a) =>
      a.name && textAttributes.has(a.name) && typeof a.value === "string" ? [a.value] : [],
    )
    if (node.type === "image" && node.alt) values.push(node.alt)
    for (const value of values)
      texts.push(
        joined([{ value, offset: Math.max(offset, body.indexOf(value, offset)) }], {
          surface: "article",
          label: false,
        }),
      )
  }
  const visit = (node: Node, inBlock: boolean, lead?: string) => {
    if (node.type === "code" || node.type === "mdxjsEsm" || node.type === "mdxFlowExpression")
      return
    attributes(node)
    if (!inBlock && blocks.has(node.type)) {
      const label = node.type === "heading"
      texts.push(joined(inline(node), { surface: "article", label, ...(lead ? { lead } : {}) }))
    }
    const children = node.children ?? []
    children.forEach((child, i) => {
      // A list that follows a lead-in ("Do not use it if you have:") completes it.
      const before = children[i - 1]
      const intro =
        before?.type === "paragraph"
          ? inline(before)
              .map((p) => p.value)
              .join("")
          : ""
      const within = child.type === "list" ? (/:\s*$/u.test(intro) ? intro : undefined) : lead
      visit(child, inBlock || blocks.has(node.type), within)
    })
  }
  visit((await processor).parse(body), false)
  return texts
}

/** An article's source without comments and code blocks, where a shortcode does not count. */
const uncommented = (source: string) =>
  source.replace(/\{\/\*[\s\S]*?\*\/\}|<!--[\s\S]*?-->|^```[\s\S]*?^```/gmu, (m) =>
    m.replace(/[^\n]/gu, " "),
  )

/** A study cited: a reference list, a paper's link, "et al.", "Lee and colleagues", "a trial found". */
const citation =
  /^#+\s*(?:references?|r[ée]f[ée]rences?|sources)\s*$|\]\(\s*https?:\/\/(?:dx\.)?(?:doi\.org|pubmed\.ncbi\.nlm\.nih\.gov|www\.ncbi\.nlm\.nih\.gov)\/|\bet\s+al\.|\b(?:and|et)\s+(?:colleagues|collègues)\b|\b(?:study|studies|trial|review|étude|essai)\s+(?:\S+\s+){0,4}?(?:found|showed|reported|enrolled|measured|compared|a\s+montré|a\s+mesuré|a\s+comparé|a\s+constaté)\b/imu

/**
 * What an article must carry, as [line, message]: `<SafetyNotes />` always, `<StudyCaveat />`
 * when it cites a study (said at the first citation).
 */
export const missingShortcodes = (source: string) => {
  const text = uncommented(source)
  const missing: [number, string][] = []
  if (!/<SafetyNotes(?=[\s/>])/u.test(text))
    missing.push([
      1,
      "Missing shortcode (<SafetyNotes />) -- every article carries the safety list (docs/writing-articles.md)",
    ])
  const cited = citation.exec(text)
  if (cited && !/<StudyCaveat(?=[\s/>])/u.test(text))
    missing.push([
      text.slice(0, cited.index).split("\n").length,
      "Missing shortcode (<StudyCaveat />) -- the article cites studies: say, right after them, that no study tested LumaSculpt (docs/writing-articles.md)",
    ])
  return missing
}

/** An article's language: the French edition's articles live under blogue/. */
export const langOf = (file: string): Lang => (/(?:^|[\\/])blogue[\\/]/u.test(file) ? "fr" : "en")

/** Every problem in one article, as report lines. */
export const lintArticle = async (file: string, source: string): Promise<string[]> => {
  const lineStarts = [0, ...[...source.matchAll(/\n/gu)].map((m) => (m.index ?? 0) + 1)]
  const place = (offset: number) => {
    const line = lineStarts.filter((start) => start <= offset).length
    return `${line}:${offset - lineStarts[line - 1] + 1}`
  }
  const lang = langOf(file)
  const claims = (await articleTexts(source))
    .flatMap(({ text, at, surface, label, field, lead }) =>
      findClaims(text, { lang, surface, label, lead }).map(({ match, index, why }) => ({
        offset: at(index),
        report: `(${match}) -- ${why}${field ? ` [frontmatter ${field}]` : ""}`,
      })),
    )
    .sort((a, b) => a.offset - b.offset)
    .map(({ offset, report }) => `${file}:${place(offset)} - Forbidden claim ${report}`)
  const shortcodes = /(?:^|[\\/])(?:blog|blogue)[\\/][^\\/]+[\\/]index\.mdx$/u.test(file)
    ? missingShortcodes(source).map(([line, message]) => `${file}:${line}:1 - ${message}`)
    : []
  return [...shortcodes, ...claims]
}
