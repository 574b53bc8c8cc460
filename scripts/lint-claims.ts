// The claim linter on what authors write, before the build (npm run lint:copy, after cspell): every
// article's frontmatter and body, so an author hears about a claim at once. Everything else a
// visitor reads (pages, components, the register's strings, feeds, alt texts, JSON-LD, drawn
// images) is checked on the built site by __tests__/build/claims.test.ts. The rules are data in
// scripts/lint-claims/rules.yaml; docs/claim-linter.md explains them.
// Report format, as cspell's:  path:line:column - Forbidden claim (matched text) -- why
// Usage: tsx scripts/lint-claims.ts [file.mdx …]   (no files: every article under content/)
import { readFileSync, readdirSync } from "node:fs"
import path from "node:path"
import { lintArticle } from "./lint-claims/mdx"

/** Every article and MDX page under content/. */
const defaultFiles = () =>
  readdirSync("content", { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".mdx"))
    .map((file) => path.join("content", file))
    .sort()

const main = async () => {
  const files = process.argv.length > 2 ? process.argv.slice(2) : defaultFiles()
  const problems: string[] = []
  for (const file of files) problems.push(...(await lintArticle(file, readFileSync(file, "utf8"))))
  problems.forEach((problem) => console.log(problem))
  console.log(`Claims: files checked: ${files.length}, claims found: ${problems.length}.`)
  if (problems.length > 0) process.exitCode = 1
}

if (require.main === module) void main()
