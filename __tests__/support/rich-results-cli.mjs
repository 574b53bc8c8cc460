// Reads an HTML page on stdin and prints the structured-data issues Google's rich-result rules find
// in it, as JSON. A separate Node process: the validator is an ES module with syntax Jest's Babel
// set-up does not compile (__tests__/support/rich-results.ts runs it).
import Validator from "@adobe/structured-data-validator"
import WebAutoExtractor from "@marbec/web-auto-extractor"

let html = ""
for await (const chunk of process.stdin) html += chunk
const extracted = new WebAutoExtractor({
  addLocation: true,
  embedSource: ["rdfa", "microdata"],
}).parse(html)
// null: no schema.org vocabulary check, which would fetch the vocabulary from the network.
process.stdout.write(JSON.stringify(await new Validator(null).validate(extracted)))
