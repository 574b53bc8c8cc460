/**
 * @jest-environment node
 *
 * The site's own Netlify adapter gives Gatsby Netlify's build cache: what a build stores, the next
 * build restores, here against a temporary folder standing in for Netlify's cache. The hooks run
 * in a Node process of their own (with tsx), as at build time: Netlify's cache-utils is an ES
 * module that Jest's CommonJS set-up cannot load.
 */
import { execFileSync } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { pathToFileURL } from "node:url"

const hooks = path.resolve(__dirname, "../../src/node/netlify-cache.ts")
/** tsx's loader by its path: the build-like folder the hooks run in has no node_modules. */
const tsx = pathToFileURL(require.resolve("tsx")).href

/**
 * Runs `steps` (a module body with `site`, `cacheDir`, `restore`, `store`, `fs` in scope) in a
 * build-like working folder, and returns what it prints.
 */
const inBuild = (work: string, steps: string): unknown => {
  const script = `
    import fs from "node:fs"
    import path from "node:path"
import { pathToFileURL } from "node:url"
    import { buildCache } from ${JSON.stringify(hooks)}
    const site = process.cwd()
    const cacheDir = ${JSON.stringify(path.join(work, "netlify-cache"))}
    const lines = []
    const reporter = { info: (line) => lines.push(line) }
    const directories = [path.join(site, ".cache"), path.join(site, "public")]
    const { restore, store } = buildCache(cacheDir)
    ${steps}
  `
  const output = execFileSync(
    process.execPath,
    ["--import", tsx, "--input-type=module", "-e", script],
    {
      cwd: path.join(work, "site"),
      encoding: "utf8",
    },
  )
  return JSON.parse(output)
}

describe("the static Netlify adapter's build cache", () => {
  let work: string
  beforeEach(() => {
    work = mkdtempSync(path.join(tmpdir(), "adapter-"))
    execFileSync("mkdir", [
      "-p",
      path.join(work, "site", ".cache"),
      path.join(work, "site", "public"),
    ])
  })
  afterEach(() => rmSync(work, { recursive: true, force: true }))

  it("stores .cache and public after a build, and the next build from a clean clone restores them", () => {
    const result = inBuild(
      work,
      `
      fs.writeFileSync(".cache/query-result.json", '{"cached":true}')
      fs.writeFileSync("public/index.html", "<h1>Built</h1>")
      await store({ directories, reporter })
      fs.rmSync(".cache", { recursive: true })
      fs.rmSync("public", { recursive: true })
      const restored = await restore({ directories, reporter })
      console.log(JSON.stringify({
        restored,
        query: fs.readFileSync(".cache/query-result.json", "utf8"),
        page: fs.readFileSync("public/index.html", "utf8"),
        lines,
      }))
    `,
    )
    expect(result).toEqual({
      restored: true,
      query: '{"cached":true}',
      page: "<h1>Built</h1>",
      lines: [
        `Build cache stored in ${path.join(work, "netlify-cache")}`,
        `Build cache restored from ${path.join(work, "netlify-cache")}`,
      ],
    })
  })

  it("builds cold, and says so, when the cache is empty (a first build, or after clearing it)", () => {
    const result = inBuild(
      work,
      `
      fs.rmSync(".cache", { recursive: true })
      fs.rmSync("public", { recursive: true })
      const restored = await restore({ directories, reporter })
      console.log(JSON.stringify({ restored, cacheExists: fs.existsSync(".cache"), lines }))
    `,
    )
    expect(result).toEqual({
      restored: false,
      cacheExists: false,
      lines: [`No build cache in ${path.join(work, "netlify-cache")}: a cold build`],
    })
  })
})
