/**
 * @jest-environment node
 *
 * Bad input names its file: an article whose MDX body does not compile, and a register whose
 * YAML does not parse, each fail with the file's path and, for the article, the line as the
 * author counts it in the file (the compiler counts from the body, after the frontmatter).
 * The compiler's real error comes from @mdx-js/mdx run by Node (an ES module Jest cannot load).
 */
import { execFileSync } from "child_process"
import { readFileSync } from "fs"
import path from "path"
import { parseRegister } from "../../src/business/node/register"
import { articleSyntaxMessage, type MdxSyntaxError } from "../../src/node/validate-article"

const root = path.resolve(__dirname, "../..")
const article = "__tests__/fixtures/bad-articles/broken-mdx-body/index.mdx"
const register = "__tests__/fixtures/bad-register/business.yaml"

/** The body as Gatsby's MDX node holds it: the file after its frontmatter. */
const bodyOf = (source: string) => source.replace(/^---\n[\s\S]*?\n---\n/, "")

/** What @mdx-js/mdx (the build's compiler) throws for this body. */
const compileError = (body: string): MdxSyntaxError =>
  JSON.parse(
    execFileSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `import { compile } from "@mdx-js/mdx"
         const body = ${JSON.stringify(body)}
         try { await compile(body); console.log("null") }
         catch (e) { console.log(JSON.stringify({ reason: e.reason, line: e.line, column: e.column })) }`,
      ],
      { cwd: root, encoding: "utf8" },
    ),
  )

describe("an MDX body that does not compile", () => {
  it("fails with the file and the line in the file, not in the body", () => {
    const source = readFileSync(path.join(root, article), "utf8")
    const body = bodyOf(source)
    const error = compileError(body)
    const lineInFile = source.split("\n").findIndex((line) => line.includes("{oops")) + 1

    expect(error.line).toBeLessThan(lineInFile)
    const message = articleSyntaxMessage(article, source, body, error)

    expect(message).toMatch(
      new RegExp(`^Invalid article ${article}:\n  - body: MDX syntax error at`),
    )
    expect(message).toContain(`${article}:${lineInFile}`)
    expect(message).toMatch(/closing brace/)
  })
})

describe("a register whose YAML does not parse", () => {
  it("fails naming the file and the line", () => {
    const source = readFileSync(path.join(root, register), "utf8")

    expect(() => parseRegister(source, register)).toThrow(
      new RegExp(`^${register}: is not valid YAML: .*at line 5, column 10`, "s"),
    )
  })
})
