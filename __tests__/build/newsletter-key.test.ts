/**
 * The newsletter provider's API key is a server secret: only the submission-created function
 * reads it (netlify/lib/newsletter-provider.ts), and no file the site publishes may contain it.
 * `npm test` builds with a sentinel NEWSLETTER_API_KEY and runs this test with the same value,
 * which is looked for in every file of public/: pages, page data, scripts, source maps.
 */
import { readdirSync, readFileSync } from "fs"
import path from "path"
import { publicDir } from "./support"

const sentinel = process.env.NEWSLETTER_API_KEY ?? ""

/** Every file of the build, relative to public/. */
const everyFile = (dir: string, relative = ""): string[] =>
  readdirSync(path.join(dir, relative), { withFileTypes: true }).flatMap((entry) => {
    const child = path.posix.join(relative, entry.name)
    if (entry.isDirectory()) return everyFile(dir, child)
    return entry.isFile() ? [child] : []
  })

describe("the newsletter provider's API key", () => {
  it("is set, to a value no page would contain by chance, for the build and this test", () => {
    // Without it this test would pass whatever the build shipped: run it through `npm test`, or
    // set NEWSLETTER_API_KEY to the same unusual value for `npm run build` and `npm run test:build`.
    expect(sentinel).toMatch(/^[\w-]{16,}$/)
  })

  it("appears in no file of public/", () => {
    const files = everyFile(publicDir)
    expect(files.length).toBeGreaterThan(0)
    const needle = Buffer.from(sentinel)
    const leaks = files.filter((file) => readFileSync(path.join(publicDir, file)).includes(needle))
    expect(leaks).toEqual([])
  })
})
