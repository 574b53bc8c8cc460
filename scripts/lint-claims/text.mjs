// What a visitor reads, for the claim linter (scripts/lint-claims.mjs): source code, YAML and plain
// text read by hand (MDX is parsed with remark: ./mdx.mjs, which falls back to this on a file it
// cannot parse). Every step keeps, for each character, the offset it came from, so a report points
// at the original file's line and column.
import { rxd } from "./patterns.mjs"

/** @typedef {{ text: string, at: number[] }} Mapped  `at[i]`: the original offset of text[i]. */
/** @typedef {string | [number, number]} Piece  new text, or a range of the current text to keep */
/** @typedef {"mdx" | "code" | "yaml" | "media" | "text"} Kind */

/**
 * Replaces every match of `pattern`; `replace` returns what goes in its place.
 * @param {Mapped} doc
 * @param {RegExp} pattern
 * @param {(m: RegExpMatchArray) => Piece[]} replace
 * @returns {Mapped}
 */
export const rewrite = (doc, pattern, replace) => {
  let text = ""
  /** @type {number[]} */
  const at = []
  let last = 0
  /** @param {number} from @param {number} to */
  const keep = (from, to) => {
    text += doc.text.slice(from, to)
    for (let i = from; i < to; i += 1) at.push(doc.at[i])
  }
  for (const m of doc.text.matchAll(pattern)) {
    const start = m.index ?? 0
    keep(last, start)
    for (const piece of replace(m)) {
      if (typeof piece === "string") {
        text += piece
        for (let i = 0; i < piece.length; i += 1) at.push(doc.at[start])
      } else keep(piece[0], piece[1])
    }
    last = start + m[0].length
  }
  keep(last, doc.text.length)
  at.push(doc.at[doc.text.length])
  return { text, at }
}

/**
 * The range of capture group `group` in the current text (needs the `d` flag), or nothing.
 * @param {RegExpMatchArray} m
 * @param {number} group
 * @returns {Piece[]}
 */
export const groupOf = (m, group) => {
  const range = /** @type {RegExpMatchArray & { indices?: ([number, number] | undefined)[] }} */ (m)
    .indices?.[group]
  return range ? [range] : []
}

/**
 * Blanks JavaScript comments (keeping every offset and newline): they are for developers, and a
 * comment that explains the offer rule must not trip it. Strings, template literals and regular
 * expression literals are skipped so "https://…" is not a comment.
 * @param {string} source
 */
const blankCodeComments = (source) => {
  const out = source.split("")
  /** @param {number} from @param {number} to */
  const blank = (from, to) => {
    for (let i = from; i < to; i += 1) if (out[i] !== "\n") out[i] = " "
  }
  /** Template literal nesting: each entry is the brace depth at which a `${` opened. */
  /** @type {number[]} */
  const templates = []
  let depth = 0
  let i = 0
  let previous = "" // the last significant character outside strings and comments
  const skipString = (/** @type {string} */ quote) => {
    i += 1
    while (i < source.length && source[i] !== quote && source[i] !== "\n") {
      i += source[i] === "\\" ? 2 : 1
    }
    i += 1
  }
  const skipTemplate = () => {
    // From just after a backtick or a closing `}` of `${…}`, to the closing backtick or `${`.
    while (i < source.length) {
      if (source[i] === "\\") i += 2
      else if (source[i] === "`") {
        i += 1
        return
      } else if (source[i] === "$" && source[i + 1] === "{") {
        i += 2
        templates.push(depth)
        depth += 1
        return
      } else i += 1
    }
  }
  while (i < source.length) {
    const c = source[i]
    const next = source[i + 1]
    if (c === "/" && next === "/") {
      const end = source.indexOf("\n", i)
      const stop = end < 0 ? source.length : end
      blank(i, stop)
      i = stop
    } else if (c === "/" && next === "*") {
      const end = source.indexOf("*/", i + 2)
      const stop = end < 0 ? source.length : end + 2
      blank(i, stop)
      i = stop
    } else if (c === '"' || c === "'") {
      skipString(c)
      previous = c
    } else if (c === "`") {
      i += 1
      skipTemplate()
      previous = "`"
    } else if (c === "/" && (previous === "" || "(,=:[!&|?{};+-*%>~^".includes(previous))) {
      // A regular expression literal (after "<" a slash closes a JSX tag instead).
      i += 1
      let inClass = false
      while (i < source.length && source[i] !== "\n") {
        if (source[i] === "\\") i += 1
        else if (source[i] === "[") inClass = true
        else if (source[i] === "]") inClass = false
        else if (source[i] === "/" && !inClass) break
        i += 1
      }
      i += 1
      previous = "/"
    } else {
      if (c === "{") depth += 1
      if (c === "}") {
        depth -= 1
        if (templates.length > 0 && templates[templates.length - 1] === depth) {
          templates.pop()
          i += 1
          skipTemplate()
          previous = "`"
          continue
        }
      }
      if (!/\s/.test(c)) previous = c
      i += 1
    }
  }
  return out.join("")
}

/**
 * Blanks YAML comments (a `#` at the start of a line or after a space, outside quotes).
 * @param {string} source
 */
const blankYamlComments = (source) =>
  source
    .split("\n")
    .map((line) => {
      let quote = ""
      for (let i = 0; i < line.length; i += 1) {
        const c = line[i]
        if (quote) {
          if (c === quote) quote = ""
        } else if (c === '"' || c === "'") quote = c
        else if (c === "#" && (i === 0 || /\s/.test(line[i - 1]))) {
          return line.slice(0, i) + " ".repeat(line.length - i)
        }
      }
      return line
    })
    .join("\n")

/** Named entities a writer might use; accented letters (&eacute;…) are composed below. */
const entities = /** @type {Record<string, string>} */ ({
  nbsp: "\u00a0",
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  rsquo: "’",
  lsquo: "‘",
  rdquo: "”",
  ldquo: "“",
  laquo: "«",
  raquo: "»",
  mdash: "—",
  ndash: "–",
  hellip: "…",
  thinsp: "\u2009",
  ensp: "\u2002",
  emsp: "\u2003",
  shy: "",
  zwj: "",
  zwnj: "",
  oelig: "œ",
  OElig: "Œ",
})
const accents = /** @type {Record<string, string>} */ ({
  acute: "\u0301",
  grave: "\u0300",
  circ: "\u0302",
  uml: "\u0308",
  cedil: "\u0327",
})

/** @param {string} name */
export const decodeEntity = (name) => {
  if (/^#x[0-9a-f]+$/i.test(name)) return String.fromCodePoint(parseInt(name.slice(2), 16))
  if (/^#\d+$/.test(name)) return String.fromCodePoint(parseInt(name.slice(1), 10))
  if (name in entities) return entities[name]
  const accented = /^([a-z])(acute|grave|circ|uml|cedil)$/i.exec(name)
  if (accented) return (accented[1] + accents[accented[2]]).normalize("NFC")
  return undefined
}

/** HTML elements that sit inside a sentence; any other tag ends one (a paragraph, a list item). */
const inlineTags = new Set(
  "a abbr b bdi bdo cite code data dfn em i kbd mark q s samp small span strong sub sup time u var wbr".split(
    " ",
  ),
)
/** Attributes a visitor reads or hears: their values are copy too. */
const textAttribute = rxd(
  String.raw`(?:^|\s)(?:alt|title|aria-label|aria-description|placeholder|label)\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*(["'\x60])((?:(?!\3)[^\\]|\\.)*)\3\s*\})`,
)

/**
 * The text a visitor reads, with each character's original offset.
 * @param {string} source
 * @param {Kind} kind
 * @returns {Mapped}
 */
export const visibleText = (source, kind) => {
  const blanked =
    kind === "code"
      ? blankCodeComments(source)
      : kind === "yaml"
        ? blankYamlComments(source)
        : source
  /** @type {Mapped} */
  let doc = { text: blanked, at: Array.from({ length: blanked.length + 1 }, (_, i) => i) }
  // Escapes in source code: "Boosts\u00a0collagen", "boosts\u202fcollagen".
  doc = rewrite(doc, /\\u\{([0-9a-f]+)\}|\\u([0-9a-f]{4})|\\x([0-9a-f]{2})|\\([nrt])/giu, (m) => {
    if (m[4]) return [m[4] === "t" ? " " : "\n"]
    return [String.fromCodePoint(parseInt(m[1] ?? m[2] ?? m[3], 16))]
  })
  if (kind === "code") {
    // "Boosts " + "collagen" is one string on the page; `${expression}` is one word of it.
    doc = rewrite(doc, /(["'`])\s*\+\s*(["'`])/gu, () => [])
    doc = rewrite(doc, /\$\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/gu, () => ["X"])
    doc = rewrite(doc, /\\(["'`\\])/gu, (m) => [m[1]])
  }
  if (kind === "mdx") {
    // Markdown backslash escapes: \*, \[, \_.
    doc = rewrite(doc, /\\([\\`*_{}[\]()#+\-.!<>])/gu, (m) => [m[1]])
    // A block ends at a blank line, after a heading and before a list item: a phrase never runs
    // across it (the NUL character is not whitespace, so no pattern's \s+ crosses it).
    doc = rewrite(
      doc,
      /(\n[^\S\n]*)(?=\n)|^(#{1,6}[^\n]*)(?=\n)|\n(?=[^\S\n]*(?:[-*+]|\d+[.)])[^\S\n])/gmu,
      (m) => (m[2] !== undefined ? [[m.index ?? 0, (m.index ?? 0) + m[0].length], "\0"] : ["\0\n"]),
    )
  }
  // {" "} and {"text"} in JSX and MDX are that text.
  doc = rewrite(doc, rxd(String.raw`\{\s*(["'\x60])((?:(?!\1)[^\\\n]|\\.)*)\1\s*\}`), (m) =>
    groupOf(m, 2),
  )
  // Tags: inline ones vanish, block ones end a sentence, text attributes are read on their own.
  doc = rewrite(
    doc,
    rxd(
      String.raw`<\/?([A-Za-z][\w.:-]*)((?:\s+(?:[^\s"'{}>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|\{(?:[^{}]|\{[^{}]*\})*\}|[^\s>]+))?|\{(?:[^{}]|\{[^{}]*\})*\}))*)\s*\/?>`,
    ),
    (m) => {
      const name = m[1]
      const [attributesAt] = /** @type {[number, number]} */ (groupOf(m, 2)[0] ?? [0, 0])
      /** @type {Piece[]} */
      const pieces = []
      for (const a of m[2].matchAll(textAttribute)) {
        const group = a[1] !== undefined ? 1 : a[2] !== undefined ? 2 : 4
        const range = /** @type {RegExpMatchArray & { indices: [number, number][] }} */ (a).indices[
          group
        ]
        pieces.push("\n", [attributesAt + range[0], attributesAt + range[1]], "\n")
      }
      const selfClosing = m[0].endsWith("/>")
      const inline = inlineTags.has(name.toLowerCase()) || (/^[A-Z]/.test(name) && !selfClosing)
      return pieces.length > 0 || !inline ? ["\n", ...pieces] : []
    },
  )
  doc = decodeEntities(doc)
  // Links and images: [text](url), [text][ref] -> text.
  doc = rewrite(
    doc,
    rxd(
      String.raw`!?\[([^\]\n]*)\](?:\((?:[^()\s]|\([^()\s]*\))*(?:\s+"[^"\n]*")?\)|\[[^\]\n]*\])`,
    ),
    (m) => groupOf(m, 1),
  )
  // Emphasis (** * _ ~~), inline code in Markdown, and invisible characters.
  doc = rewrite(doc, kind === "mdx" ? /[*_~`]+/gu : /[*_]+/gu, () => [])
  return settle(doc)
}

/**
 * Entities, twice decoded if need be: "&amp;nbsp;" is what a double-escaped &nbsp; looks like.
 * @param {Mapped} doc
 */
export const decodeEntities = (doc) => {
  for (let pass = 0; pass < 3; pass += 1) {
    const before = doc.text
    doc = rewrite(doc, /&(#x[0-9a-f]+|#\d+|[a-z]+);/giu, (m) => {
      const decoded = decodeEntity(m[1])
      return decoded === undefined ? [[m.index ?? 0, (m.index ?? 0) + m[0].length]] : [decoded]
    })
    if (doc.text === before) break
  }
  return doc
}

/**
 * The last steps for every kind of file: entities, invisible characters (soft hyphens, zero-width
 * spaces) and the Unicode hyphens, which read as "-".
 * @param {Mapped} doc
 */
export const settle = (doc) => {
  doc = decodeEntities(doc)
  doc = rewrite(doc, /[\u00ad\u200b-\u200d\u2060\ufeff]/gu, () => [])
  return rewrite(doc, /[\u2010\u2011]/gu, () => ["-"])
}

/**
 * A Mapped text for a string that sits at [from, to) of `source` but may differ from it (escapes
 * and entities decoded, indentation gone): each character is matched to the next source character
 * equal to it, close ahead, so a report still lands on the right line and near the right column.
 * @param {string} value
 * @param {string} source
 * @param {number} from
 * @param {number} to
 * @returns {Mapped}
 */
export const aligned = (value, source, from, to) => {
  /** @type {number[]} */
  const at = []
  let j = from
  const last = Math.max(from, to - 1)
  for (const c of value) {
    const limit = Math.min(to, j + 16)
    let k = j
    while (k < limit && source.slice(k, k + c.length) !== c) k += 1
    const offset = k < limit ? k : Math.min(j, last)
    for (let i = 0; i < c.length; i += 1) at.push(offset + i)
    if (k < limit) j = k + c.length
  }
  at.push(Math.min(j, to))
  return { text: value, at }
}

/**
 * Texts joined into one, each followed by a break no pattern crosses (NUL is not whitespace) and no
 * negation reaches across (a line break).
 * @param {Mapped[]} parts
 * @returns {Mapped}
 */
export const joined = (parts) => {
  let text = ""
  /** @type {number[]} */
  const at = []
  for (const part of parts) {
    text += part.text + "\0\n"
    at.push(...part.at.slice(0, part.text.length))
    const end = part.at[part.text.length] ?? part.at[part.text.length - 1] ?? 0
    at.push(end, end)
  }
  at.push(at[at.length - 1] ?? 0)
  return { text, at }
}

/**
 * A label: at most six words and no sentence in it ("Collagen Boost", "Anti-Aging"). A lead-in
 * (the bold words that open a list item) may end with its stop: "**Firming.** …".
 * @param {string} text
 * @param {{ lead?: boolean }} [options]
 */
export const isLabel = (text, { lead = false } = {}) => {
  const words = text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? []
  const trimmed = lead ? text.trim().replace(/[.:!?]+$/u, "") : text.trim()
  return words.length > 0 && words.length <= 6 && !/[.!?;](?=\s|$)/u.test(trimmed)
}

/**
 * The labels in source code's visible text: string literals and JSX texts of six words or fewer
 * (a title, a tag, a button). A single quote opens a string only after a character that is not a
 * letter, so "LumaSculpt's" is no string.
 * @param {string} text
 * @returns {[number, number][]}
 */
export const codeLabels = (text) => {
  /** @type {[number, number][]} */
  const labels = []
  const literal = /"([^"\n\0]*)"|`([^`\n\0]*)`|(?<![\p{L}\p{N}])'([^'\n\0]*)'(?![\p{L}\p{N}])/gu
  for (const m of text.matchAll(literal)) {
    const content = m[1] ?? m[2] ?? m[3] ?? ""
    const start = (m.index ?? 0) + 1
    if (isLabel(content) && !/^(?:\/|\.{1,2}\/|[a-z][a-z0-9+.-]*:\/\/|#)/iu.test(content)) {
      labels.push([start, start + content.length])
    }
  }
  return labels
}
