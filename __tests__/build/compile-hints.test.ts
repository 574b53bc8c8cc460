/**
 * Every script of the build starts with V8's explicit compile hint (src/node/compile-hints.ts), and
 * its source map still points at the right lines.
 */
import { readFileSync } from "fs"
import { compileHintComment } from "../../src/node/compile-hints"
import { publicPath } from "./support"

type WebpackStats = { assetsByChunkName: Record<string, string[]> }

/** Every JavaScript file webpack emitted for this build's chunks (public/ may keep older ones). */
const scripts = [
  ...new Set(
    Object.values(
      (JSON.parse(readFileSync(publicPath("webpack.stats.json"), "utf8")) as WebpackStats)
        .assetsByChunkName,
    )
      .flat()
      .filter((file) => file.endsWith(".js")),
  ),
].sort()

describe("compile hints", () => {
  it("cover the framework, the app and the page chunks", () => {
    const names = scripts.join("\n")
    for (const name of ["webpack-runtime", "framework", "app", "component---src-pages-index-tsx"])
      expect(names).toMatch(new RegExp(`^${name}-[0-9a-f]+\\.js$`, "m"))
  })

  it.each(scripts)("open %s", (file) => {
    const [firstLine] = readFileSync(publicPath(file), "utf8").split("\n", 1)
    expect(firstLine).toBe(compileHintComment)
  })

  it.each(scripts)("leave the source map of %s in step with its lines", (file) => {
    const lines = readFileSync(publicPath(file), "utf8").split("\n")
    const map = JSON.parse(readFileSync(publicPath(`${file}.map`), "utf8")) as {
      file: string
      mappings: string
    }
    expect(map.file).toBe(file)
    // A source map's lines are separated by ";". Every line it maps must be code: a map written
    // before the hint was added would map the hint's line, or the licence comment now below it.
    const mappedLines = map.mappings
      .split(";")
      .flatMap((segments, index) => (segments === "" ? [] : [lines[index] ?? ""]))
    expect(mappedLines.length).toBeGreaterThan(0)
    for (const line of mappedLines) expect(line).not.toMatch(/^(\/\/|\/\*)/)
  })
})
