// The structured-data validator and its extractor ship no types: the little rich-results-cli.mjs uses.
declare module "@adobe/structured-data-validator" {
  export default class Validator {
    constructor(schemaOrgJson: unknown)
    validate(extracted: unknown): Promise<unknown[]>
  }
}

declare module "@marbec/web-auto-extractor" {
  export default class WebAutoExtractor {
    constructor(options: { addLocation?: boolean; embedSource?: readonly string[] })
    parse(html: string): unknown
  }
}
