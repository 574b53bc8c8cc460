/** @jest-environment node */
// Netlify's build runs the command in netlify.toml. This test runs that very command, through a
// shell as Netlify does, in a copy of the repository where one article carries a forbidden claim,
// and expects the deploy to fail before Gatsby starts, with the file and the sentence in the log.
import { spawn } from "child_process"
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "fs"
import os from "os"
import path from "path"

jest.setTimeout(60_000)

const root = path.resolve(__dirname, "../..")
const netlifyToml = readFileSync(path.join(root, "netlify.toml"), "utf8")

/** The tables of netlify.toml and their lines, in order (enough TOML for `command = "…"`). */
const tables = (): { name: string; lines: string[] }[] => {
  const found: { name: string; lines: string[] }[] = [{ name: "", lines: [] }]
  for (const line of netlifyToml.split("\n")) {
    const header = /^\s*\[\[?([^\]]+)\]\]?\s*$/.exec(line)
    if (header) found.push({ name: header[1].trim(), lines: [] })
    else found[found.length - 1].lines.push(line)
  }
  return found
}

const commandOf = (lines: string[]) =>
  lines.map((line) => /^\s*command\s*=\s*"([^"]*)"\s*$/.exec(line)?.[1]).find(Boolean)

const buildCommand = commandOf(tables().find(({ name }) => name === "build")?.lines ?? [])

const article = path.join("content", "blog", "led-light-therapy-colors-skin-benefits", "index.mdx")

/**
 * A repository holding the one article and what the build command needs to lint it (node_modules
 * linked): the lane's own `npm run lint:copy` lints the whole copy, so this run lints one file.
 * Returns the copy's root.
 */
const copyOfRepository = () => {
  const copy = mkdtempSync(path.join(os.tmpdir(), "netlify-build-"))
  for (const entry of [
    article,
    "scripts",
    "package.json",
    "netlify.toml",
    "cspell.config.yaml",
    "cspell-words.txt",
    "cspell-words-fr.txt",
  ])
    cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true })
  symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"), "dir")
  return copy
}

const run = (command: string, cwd: string) =>
  new Promise<{ status: number | null; output: string; gatsbyStarted: boolean }>(
    (resolve, reject) => {
      // A Gatsby build that starts means the linters let the claim through: stop it there.
      const child = spawn("sh", ["-c", command], {
        cwd,
        env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
        detached: true,
      })
      let output = ""
      let gatsbyStarted = false
      const read = (chunk: string) => {
        output += chunk
        if (!gatsbyStarted && /gatsby build/.test(output)) {
          gatsbyStarted = true
          if (child.pid) process.kill(-child.pid, "SIGTERM")
        }
      }
      child.stdout.setEncoding("utf8").on("data", read)
      child.stderr.setEncoding("utf8").on("data", read)
      child.on("error", reject)
      child.on("close", (status) => resolve({ status, output, gatsbyStarted }))
    },
  )

describe("netlify.toml's build command", () => {
  it("runs the copy linters, in every deploy context (no context sets a command of its own)", () => {
    expect(buildCommand).toMatch(/^npm run lint:copy && /)
    const contexts = tables().filter(({ name }) => name.startsWith("context."))
    expect(contexts.map(({ name, lines }) => [name, commandOf(lines)])).toEqual(
      contexts.map(({ name }) => [name, undefined]),
    )
  })

  it("fails a deploy whose article makes a forbidden claim, naming the file and the sentence", async () => {
    const copy = copyOfRepository()
    try {
      const file = path.join(copy, article)
      const sentence = "LumaSculpt is clinically proven to erase wrinkles for good."
      writeFileSync(file, `${readFileSync(file, "utf8")}\n${sentence}\n`)

      const result = await run(buildCommand ?? "", copy)

      expect(result.gatsbyStarted).toBe(false)
      expect(result.status).not.toBe(0)
      expect(result.output).toContain(article)
      expect(result.output).toContain("clinically proven")
    } finally {
      rmSync(copy, { recursive: true, force: true })
    }
  })
})
