// The words content/images/generate-media.mjs draws into images (the share image's tagline, an icon's
// title), for the claim linter: a claim in a picture is still a claim. They are read from the
// script itself: the text of every SVG <text>, <tspan>, <title> and <desc> it writes, and, where
// that text is a `${name}` placeholder, every string the script gives `name` (`name: "…"` or
// `const name = "…"`), such as each share image's `tagline`.
import { aligned, joined, settle } from "./text.mjs"

/** The script that draws the site's images. */
export const mediaScript = "content/images/generate-media.mjs"

const escapeRegExp = (/** @type {string} */ text) => text.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&")

/**
 * Every text the script draws, with its place in the script.
 * @param {string} source
 * @returns {import("./mdx.mjs").Doc}
 */
export const mediaText = (source) => {
  /** @type {import("./text.mjs").Mapped[]} */
  const parts = []
  const seen = new Set()
  /** @param {string} value @param {number} at */
  const add = (value, at) => {
    if (value.trim() === "" || seen.has(at)) return
    seen.add(at)
    parts.push(settle(aligned(value, source, at, at + value.length)))
  }
  const drawn = /<(text|tspan|title|desc)\b[^>]*>([^<]*)<\/\1>/gu
  for (const m of source.matchAll(drawn)) {
    const contentAt = (m.index ?? 0) + m[0].indexOf(">") + 1
    const content = m[2]
    let last = 0
    for (const placeholder of content.matchAll(/\$\{\s*([A-Za-z_$][\w$]*)\s*\}/gu)) {
      add(content.slice(last, placeholder.index), contentAt + last)
      last = (placeholder.index ?? 0) + placeholder[0].length
      const name = escapeRegExp(placeholder[1])
      const givenTo = new RegExp(
        String.raw`(?:(?<![\w$.])${name}\s*:\s*|(?:const|let|var)\s+${name}\s*=\s*)(["'\x60])((?:(?!\1)[^\\\n]|\\.)*)\1`,
        "gu",
      )
      for (const value of source.matchAll(givenTo)) {
        const valueAt = (value.index ?? 0) + value[0].length - value[2].length - 1
        add(value[2], valueAt)
      }
    }
    add(content.slice(last), contentAt + last)
  }
  const doc = joined(parts)
  /** @type {[number, number][]} */
  const labels = []
  let offset = 0
  for (const part of parts) {
    // Words drawn in an image are headlines: every one is a label.
    labels.push([offset, offset + part.text.length])
    offset += part.text.length + 2
  }
  return { ...doc, labels, references: [], offers: [] }
}
