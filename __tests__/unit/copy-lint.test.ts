/** @jest-environment node */
// The copy linter (npm run lint:copy) run the way npm test runs it, on planted files in
// __tests__/fixtures/copy-lint/ (outside its own files: content/ and src/data/) and on the real copy.
import { spawnSync } from "child_process"
import { readFileSync, readdirSync } from "fs"
import path from "path"

// cspell starts a fresh process per run: seconds each, more on a busy machine.
jest.setTimeout(60_000)

const root = path.resolve(__dirname, "../..")
const fixtures = path.join("__tests__", "fixtures", "copy-lint")
const scripts: Record<string, string> = JSON.parse(
  readFileSync(path.join(root, "package.json"), "utf8"),
).scripts

/** Each command of the lint:copy script, as argv with local binaries resolved (no shell, no npx). */
const lintCopyCommands = (): string[][] =>
  scripts["lint:copy"].split("&&").map((command) => {
    const [program, ...args] = command.trim().split(/\s+/)
    if (program === "cspell") return [process.execPath, "node_modules/cspell/bin.mjs", ...args]
    if (program === "node") return [process.execPath, ...args]
    throw new Error(`lint:copy runs ${program}; teach this test how to run it`)
  })

/** Runs every command of lint:copy, as `&&` would, on the given files (none: its own scope). */
const lintCopy = (...files: string[]) =>
  lintCopyCommands().reduce(
    (result, [program, ...args]) => {
      if (result.status !== 0) return result
      const run = spawnSync(program, [...args, ...files], { cwd: root, encoding: "utf8" })
      return { status: run.status, output: result.output + run.stdout + run.stderr }
    },
    { status: 0 as number | null, output: "" },
  )

/** Runs each command on its own, so one file can be checked by both halves. */
const eachCommand = (file: string) =>
  lintCopyCommands().map(([program, ...args]) =>
    spawnSync(program, [...args, file], { cwd: root, encoding: "utf8" }),
  )

/** "file:line:" of the first line of a fixture that contains `text`. */
const locationOf = (file: string, text: string) => {
  const lines = readFileSync(path.join(root, file), "utf8").split("\n")
  const index = lines.findIndex((line) => line.includes(text))
  if (index < 0) throw new Error(`${file} does not contain ${text}`)
  return `${file}:${index + 1}:`
}

const fixture = (name: string) => path.join(fixtures, name)

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** cspell's and lint-claims' report line: "file:line:column - Forbidden … (word)". */
const report = (file: string, lineText: string, kind: string, word: string) =>
  new RegExp(`${escape(locationOf(file, lineText))}\\d+\\s+- ${kind} \\(${escape(word)}\\)`)

describe("the copy linter", () => {
  it("runs in npm test, right after the code linter", () => {
    expect(scripts.test).toContain("npm run lint && npm run lint:copy && ")
    expect(scripts["lint:copy"]).toMatch(/^cspell --no-progress --show-context\b/)
  })

  it("fails on a forbidden claim, naming the file, the line and the word", () => {
    const file = fixture("planted-claim.mdx")
    const { status, output } = lintCopy(file)
    expect(status).not.toBe(0)
    expect(output).toMatch(report(file, "clinically proven", "Forbidden word", "clinically"))
  })

  it("fails on British -ise and -yse spellings, naming the file, the line and the word", () => {
    const file = fixture("planted-spelling.ts")
    const { status, output } = lintCopy(file)
    expect(status).not.toBe(0)
    expect(output).toMatch(report(file, "moisturiser", "Forbidden word", "moisturiser"))
    // en-CA's dictionary accepts "analyse": flagWords is what keeps it out.
    for (const word of ["minimising", "randomised", "summarises", "photosensitising", "analyse"]) {
      expect(output).toMatch(report(file, word, "Forbidden word", word))
    }
  })

  it("fails on claims of two or more words, with no exemption comment", () => {
    const file = fixture("planted-phrases.ts")
    const [spelling, claims] = eachCommand(file)
    expect(spelling.status).not.toBe(0)
    expect(spelling.stdout).toMatch(report(file, "nutrient", "Forbidden word", "nutrient"))
    expect(claims.status).not.toBe(0)
    const claim = (lineText: string, words: string) =>
      report(file, lineText, "Forbidden claim", words)
    expect(claims.stdout).toMatch(claim("nutrient absorption", "nutrient absorption"))
    expect(claims.stdout).toMatch(claim("collagen", "support the skin's natural collagen"))
    expect(claims.stdout).toMatch(claim("treats acne", "treats acne"))
  })

  it("checks French copy in French: a misspelling, claim words and claims of several words fail", () => {
    const file = fixture(path.join("fr", "planted-claims.mdx"))
    const [spelling, claims] = eachCommand(file)
    expect(spelling.status).not.toBe(0)
    expect(spelling.stdout).toMatch(report(file, "régullière", "Unknown word", "régullière"))
    expect(spelling.stdout).toMatch(report(file, "cliniquement", "Forbidden word", "cliniquement"))
    // Correct French is not reported as unknown English.
    expect(spelling.stdout).not.toMatch(/Unknown word \((?:peau|lumineuse|appareil)\)/)
    expect(claims.status).not.toBe(0)
    const claim = (lineText: string, words: string) =>
      report(file, lineText, "Forbidden claim", words)
    expect(claims.stdout).toMatch(claim("traite l'acné", "traite l'acné"))
    expect(claims.stdout).toMatch(claim("collagène", "stimule la production de collagène"))
    expect(claims.stdout).toMatch(claim("nutriments", "absorption des nutriments"))
    expect(claims.stdout).toMatch(claim("effets secondaires", "sans effets secondaires"))
  })

  it("passes French disclaimers: what the device does not do", () => {
    const { status, output } = lintCopy(fixture(path.join("fr", "clean-disclaimers.mdx")))
    expect(output).not.toMatch(/Forbidden|Unknown/)
    expect(status).toBe(0)
  })

  it("passes honest disclaimers: what the device does not do, letting a sunburn heal", () => {
    const { status, output } = lintCopy(fixture("clean-disclaimers.mdx"))
    expect(output).not.toMatch(/Forbidden|Unknown/)
    expect(status).toBe(0)
  })

  it("passes the real articles and src/data copy", () => {
    const { status, output } = lintCopy()
    expect(output).not.toMatch(/Forbidden|Unknown/)
    expect(output).toMatch(/Files checked: [1-9]/)
    expect(status).toBe(0)
  })

  it("exempts only the spec-fixed LED card line, with a comment that cites the spec", () => {
    const sources = [
      ...readdirSync(path.join(root, "content"), { recursive: true, encoding: "utf8" })
        .filter((file) => file.endsWith(".mdx"))
        .map((file) => path.join("content", file)),
      ...readdirSync(path.join(root, "src", "data"), { recursive: true, encoding: "utf8" })
        .filter((file) => file.endsWith(".ts"))
        .map((file) => path.join("src", "data", file)),
    ]
    const exemptions = sources.flatMap((file) =>
      readFileSync(path.join(root, file), "utf8")
        .split("\n")
        .flatMap((line, i, lines) =>
          /cspell:|spell-checker:/.test(line) ? [{ file, line, next: lines[i + 1] ?? "" }] : [],
        ),
    )
    expect(exemptions).toEqual([
      {
        file: path.join("src", "data", "home.ts"),
        line: expect.stringMatching(/\/\/ cspell:disable-next-line -- spec §2/),
        next: expect.stringMatching(/^\s*benefit: "Balancing oils, nutrient absorption: /),
      },
    ])
  })
})
