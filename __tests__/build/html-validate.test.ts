/**
 * Every page in public/ is valid HTML by html-validate's standard preset; the
 * configuration, and the reason for any rule it relaxes, is in .htmlvalidate.cjs.
 */
import path from "path"
import { cjsResolver, FileSystemConfigLoader, HtmlValidate, type Message } from "html-validate"
import { listPages, projectRoot, readPage } from "./support"

// The CommonJS resolver: Jest runs CommonJS, where html-validate's default ESM import cannot run.
const validator = new HtmlValidate(new FileSystemConfigLoader([cjsResolver()]))

/** "public/blog/index.html:12:5 no-dup-id: Duplicate ID "x"" — where, which rule, what. */
const describeMessage = (file: string, message: Message) =>
  `public/${file}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`

describe.each(listPages())("public/%s", (file) => {
  it("is valid HTML with zero html-validate errors", () => {
    // Named as if it sat in the project so that .htmlvalidate.cjs applies to any BUILD_DIR.
    const report = validator.validateStringSync(
      readPage(file),
      path.join(projectRoot, "public", file),
    )
    const errors = report.results.flatMap((result) =>
      result.messages
        .filter((message) => message.severity === 2)
        .map((message) => describeMessage(file, message)),
    )
    expect(errors).toEqual([])
  })
})
