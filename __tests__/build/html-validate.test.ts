/**
 * Every page in public/ is valid HTML by html-validate's standard preset (issue 8); the
 * configuration, and the reason for any rule it relaxes, is in .htmlvalidate.cjs.
 */
import path from "path"
import { FileSystemConfigLoader, HtmlValidate, type Message } from "html-validate"
import { listPages, projectRoot, readPage } from "./support"

const validator = new HtmlValidate(new FileSystemConfigLoader())

/** "public/blog/index.html:12:5 no-dup-id: Duplicate ID "x"" — where, which rule, what. */
const describeMessage = (file: string, message: Message) =>
  `public/${file}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`

describe.each(listPages())("public/%s", (file) => {
  it("is valid HTML with zero html-validate errors", async () => {
    // Named as if it sat in the project so that .htmlvalidate.cjs applies to any BUILD_DIR.
    const report = await validator.validateString(
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
