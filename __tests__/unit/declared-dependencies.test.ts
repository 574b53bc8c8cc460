/** @jest-environment node */
// The lint rule that keeps package.json honest (import-x/no-extraneous-dependencies in
// eslint.config.mjs), run on small sources placed at virtual paths. ESLint loads its ESM config
// with import(), which Jest's CommonJS runtime cannot do, so it runs in its own Node process.
import { spawnSync } from "child_process"
import path from "path"

const ROOT = path.resolve(__dirname, "../..")

type Source = { filePath: string; code: string }
type LintResult = { filePath: string; messages: { ruleId: string | null; message: string }[] }

const lint = (sources: Source[]): Map<string, string[]> => {
  const program = `
    import { ESLint } from "eslint"
    const sources = JSON.parse(process.argv[1])
    const eslint = new ESLint({ cwd: process.cwd() })
    const results = []
    for (const { filePath, code } of sources) results.push(...(await eslint.lintText(code, { filePath })))
    console.log(JSON.stringify(results))
  `
  const run = spawnSync(
    process.execPath,
    ["--input-type=module", "-e", program, JSON.stringify(sources)],
    { cwd: ROOT, encoding: "utf8" },
  )
  if (run.status !== 0) throw new Error(run.stderr)
  const results = JSON.parse(run.stdout) as LintResult[]
  return new Map(
    results.map(({ filePath, messages }) => [
      path.relative(ROOT, filePath),
      messages
        .filter(({ ruleId }) => ruleId === "import-x/no-extraneous-dependencies")
        .map(({ message }) => message),
    ]),
  )
}

// webpack is installed (Gatsby depends on it) but this project does not declare it.
const undeclared = `import webpack from "webpack"\nexport const plugin = webpack.DefinePlugin\n`
const devOnly = `import { parse } from "node-html-parser"\nexport const html = parse("<p></p>")\n`
const declared = `import { useState } from "react"\nexport const hook = useState\n`

describe("every imported package is declared in package.json", () => {
  const messages = lint([
    { filePath: "src/lib/undeclared.ts", code: undeclared },
    { filePath: "scripts/lib/undeclared.mjs", code: undeclared },
    { filePath: "__tests__/unit/undeclared.test.ts", code: undeclared },
    { filePath: "src/lib/dev-only.ts", code: devOnly },
    { filePath: "gatsby-dev-only.ts", code: devOnly },
    { filePath: "scripts/lib/dev-only.mjs", code: devOnly },
    { filePath: "__tests__/unit/dev-only.test.ts", code: devOnly },
    { filePath: "src/lib/declared.ts", code: declared },
  ])

  it.each([
    "src/lib/undeclared.ts",
    "scripts/lib/undeclared.mjs",
    "__tests__/unit/undeclared.test.ts",
  ])(
    "fails %s, which imports a package that is only installed as another package's dependency",
    (file) => {
      expect(messages.get(file)).toEqual([expect.stringContaining("'webpack' should be listed")])
    },
  )

  it.each(["src/lib/dev-only.ts", "gatsby-dev-only.ts"])(
    "fails %s, which the build runs, for importing a devDependency",
    (file) => {
      expect(messages.get(file)).toEqual([
        expect.stringContaining(
          "'node-html-parser' should be listed in the project's dependencies, not devDependencies",
        ),
      ])
    },
  )

  it.each(["scripts/lib/dev-only.mjs", "__tests__/unit/dev-only.test.ts", "src/lib/declared.ts"])(
    "accepts %s",
    (file) => {
      expect(messages.get(file)).toEqual([])
    },
  )
})
