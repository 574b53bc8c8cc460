// The claim linter on what authors write, before the build (npm run lint:copy, after cspell): every
// article's frontmatter and body, so an author hears about a claim at once. Everything else a
// visitor reads (pages, components, the register's strings, feeds, alt texts, JSON-LD, drawn
// images) is checked on the built site by __tests__/build/claims.test.ts. The rules are data in
// scripts/lint-claims/rules.yaml; docs/claim-linter.md explains them.
// Report format, as cspell's:  path:line:column - Forbidden claim (matched text) -- why
// Usage: node scripts/lint-claims.mjs [file.mdx …]   (no files: every article under content/)
import { readFileSync, readdirSync } from "node:fs"
import path from "node:path"
import { pathToFileURL } from "node:url"
import { findClaims } from "./lint-claims/claims.mjs"
import { articleTexts, missingShortcodes } from "./lint-claims/mdx.mjs"

/** An article's language: the French edition's articles live under blogue/. */
export const langOf = (/** @type {string} */ file) =>
  /(?:^|[\\/])blogue[\\/]/u.test(file) ? "fr" : "en"

/**
 * Every problem in one article, as report lines.
 * @param {string} file
 * @param {string} source
 * @returns {string[]}
 */
export const lintArticle = (file, source) => {
  const lineStarts = [0, ...[...source.matchAll(/\n/gu)].map((m) => (m.index ?? 0) + 1)]
  const place = (/** @type {number} */ offset) => {
    const line = lineStarts.filter((start) => start <= offset).length
    return `${line}:${offset - lineStarts[line - 1] + 1}`
  }
  const lang = langOf(file)
  const claims = articleTexts(source).flatMap(({ text, at, surface, label, field }) =>
    findClaims(text, { lang, surface, label }).map(
      ({ match, index, why }) =>
        `${file}:${place(at(index))} - Forbidden claim (${match}) -- ${why}${field ? ` [frontmatter ${field}]` : ""}`,
    ),
  )
  const shortcodes = /(?:^|[\\/])(?:blog|blogue)[\\/][^\\/]+[\\/]index\.mdx$/u.test(file)
    ? missingShortcodes(source).map(([line, message]) => `${file}:${line}:1 - ${message}`)
    : []
  return [...shortcodes, ...claims]
}

/** Every article and MDX page under content/. */
export const defaultFiles = () =>
  readdirSync("content", { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".mdx"))
    .map((file) => path.join("content", file))
    .sort()

const main = () => {
  const args = process.argv.slice(2)
  const files = args.length > 0 ? args : defaultFiles()
  const problems = files.flatMap((file) => lintArticle(file, readFileSync(file, "utf8")))
  problems.forEach((problem) => console.log(problem))
  console.log(`Claims: files checked: ${files.length}, claims found: ${problems.length}.`)
  if (problems.length > 0) process.exitCode = 1
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main()
