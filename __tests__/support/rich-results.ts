/**
 * Google's rich-result rules, offline: @adobe/structured-data-validator (a maintained validator of
 * Google's Search Gallery requirements) over what @marbec/web-auto-extractor reads from a page,
 * as Google's own test does, run in a Node process of its own (rich-results-cli.mjs). The
 * schema.org vocabulary itself is checked at compile time by schema-dts
 * (src/components/seo/structured-data.ts).
 */
import { execFileSync } from "node:child_process"
import path from "node:path"

export type RichResultIssue = {
  rootType: string
  issueMessage: string
  severity: "ERROR" | "WARNING"
  fieldNames: string[]
}

const cli = path.join(__dirname, "rich-results-cli.mjs")

/** The errors Google's rules find in a page's structured data (warnings are optional fields). */
export const richResultErrors = (html: string): RichResultIssue[] =>
  (
    JSON.parse(
      execFileSync(process.execPath, [cli], { input: html, encoding: "utf8" }),
    ) as RichResultIssue[]
  ).filter((issue) => issue.severity === "ERROR")

/** A page whose head holds these JSON-LD blocks. */
export const pageWithJsonLd = (blocks: readonly unknown[]): string =>
  `<!doctype html><html><head>${blocks
    .map((block) => `<script type="application/ld+json">${JSON.stringify(block)}</script>`)
    .join("")}</head><body></body></html>`
