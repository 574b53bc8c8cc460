/** @jest-environment node */
// The copy linter (npm run lint:copy) from its command line, as authors and Netlify run it: cspell's
// spellings, and the claim linter on articles (read with remark, an ES module Jest cannot load, so
// this is where the article reader is tested). The claim rules themselves are tested
// in-process in lint-claims.test.ts; docs/claim-linter.md explains them.
import { spawnSync } from "child_process"
import { readFileSync, readdirSync } from "fs"
import path from "path"

jest.setTimeout(60_000)

const root = path.resolve(__dirname, "../..")
const fixtures = path.join("__tests__", "fixtures", "copy-lint")
const run = (...argv: string[]) => {
  const { status, stdout, stderr } = spawnSync(process.execPath, argv, {
    cwd: root,
    encoding: "utf8",
  })
  return { status, stdout, output: stdout + stderr }
}

it("reports a claim at the line and column an author wrote it, and a missing shortcode, and fails", () => {
  const planted = path.join(fixtures, "planted.mdx")
  const bare = path.join(fixtures, "blog", "bare", "index.mdx")
  const { status, stdout } = run("--import", "tsx", "scripts/lint-claims.ts", planted, bare)
  const reported = stdout.split("\n").filter((line) => line.startsWith(fixtures))
  expect(reported.map((line) => line.replace(/ -- .*?( \[frontmatter \w+\])?$/u, "$1"))).toEqual([
    `${planted}:3:23 - Forbidden claim (customers say) [frontmatter description]`,
    `${planted}:3:40 - Forbidden claim (erased their wrinkles) [frontmatter description]`,
    `${planted}:13:11 - Forbidden claim (Collagen)`,
    `${planted}:13:20 - Forbidden claim (Overnight)`,
    `${planted}:17:25 - Forbidden claim (tightens sagging)`,
    `${planted}:19:59 - Forbidden claim (melts stubborn fat)`,
    `${planted}:19:65 - Forbidden claim (stubborn fat)`,
    `${bare}:1:1 - Missing shortcode (<SafetyNotes />)`,
    `${bare}:1:1 - Missing shortcode (<StudyCaveat />)`,
  ])
  expect(stdout).toMatch(/files checked: 2, claims found: 9\./u)
  expect(status).toBe(1)
})

it("fails on British -ise and -yse spellings, naming the file, the line and the word", () => {
  const file = path.join(fixtures, "planted-spelling.ts")
  const { status, output } = run("node_modules/cspell/bin.mjs", "--no-progress", file)
  for (const word of [
    "moisturiser",
    "minimising",
    "randomised",
    "summarises",
    "photosensitising",
    "analyse",
  ])
    expect(output).toMatch(
      new RegExp(
        `${file.replace(/[.\\]/gu, "\\$&")}:\\d+:\\d+ - Forbidden word \\(${word}\\)`,
        "iu",
      ),
    )
  expect(status).not.toBe(0)
})

it("no line of the copy carries a spelling exemption, in any spelling cspell accepts", () => {
  const copy = ["content", "src/data"].flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.(?:mdx|ts)$/u.test(file))
      .map((file) => path.join(dir, file)),
  )
  const directives = copy.filter((file) =>
    /(?:cspell|spell-?checker)\s*:/iu.test(readFileSync(path.join(root, file), "utf8")),
  )
  expect(copy.length).toBeGreaterThan(10)
  expect(directives).toEqual([])
})
