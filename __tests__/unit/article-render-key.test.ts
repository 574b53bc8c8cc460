/**
 * @jest-environment node
 *
 * A rendered article depends on more than its MDX: the shortcodes, the copy they show and the
 * build's day. The render key changes whenever one does, so a build re-renders the articles
 * without `npm run clean`.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { articleRenderKey, articleRenderSources } from "../../src/node/article-render-key"

describe("the article render key", () => {
  let root: string
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), "render-key-"))
    for (const source of articleRenderSources) {
      cpSync(path.join(process.cwd(), source), path.join(root, source), { recursive: true })
    }
  })
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it("is the same for the same sources on the same day", () => {
    expect(articleRenderKey("2026-11-28", root)).toBe(articleRenderKey("2026-11-28", root))
  })

  it("changes with the day (the New badge), with a shortcode, and with the guidance copy", () => {
    const before = articleRenderKey("2026-11-28", root)
    expect(articleRenderKey("2026-11-29", root)).not.toBe(before)
    const shortcode = path.join(root, "src/components/blog/study-caveat.tsx")
    writeFileSync(shortcode, "// edited\n", { flag: "a" })
    const afterShortcode = articleRenderKey("2026-11-28", root)
    expect(afterShortcode).not.toBe(before)
    writeFileSync(path.join(root, "src/data/fr/guidance.ts"), "// edited\n", { flag: "a" })
    expect(articleRenderKey("2026-11-28", root)).not.toBe(afterShortcode)
  })
})
