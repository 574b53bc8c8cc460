// Reads HTML pages on stdin, as a JSON object of name → HTML, and prints the structured-data
// issues Google's rich-result rules find in each, as a JSON object of name → issues. A separate Node
// process: the validator is an ES module with syntax Jest's Babel set-up does not compile
// (__tests__/support/rich-results.ts runs it). One process for many pages, since loading the
// validator costs more than a page's check.
import Validator from "@adobe/structured-data-validator"
import WebAutoExtractor from "@marbec/web-auto-extractor"

let input = ""
for await (const chunk of process.stdin) input += chunk
/** @type {Record<string, string>} */
const pages = JSON.parse(input)
/** @type {Record<string, unknown>} */
const issues = {}
for (const [name, html] of Object.entries(pages)) {
  const extracted = new WebAutoExtractor({
    addLocation: true,
    embedSource: ["rdfa", "microdata"],
  }).parse(html)
  // null: no schema.org vocabulary check, which would fetch the vocabulary from the network.
  issues[name] = await new Validator(null).validate(extracted)
}
process.stdout.write(JSON.stringify(issues))
