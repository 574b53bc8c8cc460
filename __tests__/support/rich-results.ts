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

/**
 * The errors Google's rules find in each page's structured data (warnings are optional fields),
 * by the page's name: one validator process for all of them.
 */
export const richResultErrorsByPage = (
  pages: Record<string, string>,
): Record<string, RichResultIssue[]> =>
  Object.fromEntries(
    Object.entries(
      JSON.parse(
        execFileSync(process.execPath, [cli], { input: JSON.stringify(pages), encoding: "utf8" }),
      ) as Record<string, RichResultIssue[]>,
    ).map(([name, issues]) => [name, issues.filter((issue) => issue.severity === "ERROR")]),
  )

/** The errors Google's rules find in one page's structured data. */
export const richResultErrors = (html: string): RichResultIssue[] =>
  richResultErrorsByPage({ page: html }).page

/** A page whose head holds these JSON-LD blocks. */
export const pageWithJsonLd = (blocks: readonly unknown[]): string =>
  `<!doctype html><html><head>${blocks
    .map((block) => `<script type="application/ld+json">${JSON.stringify(block)}</script>`)
    .join("")}</head><body></body></html>`
