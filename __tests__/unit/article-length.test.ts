/** @jest-environment node */
// Every article is a real read: at least 800 words of prose, counted the way the reading time is
// (shortcodes, link targets and markup are not words), before its reference list. The spec's five
// slugs are checked in spec-acceptance.test.ts; any number of articles may exist.
import { readFileSync } from "fs"
import path from "path"
import matter from "gray-matter"
import { countWords } from "../../src/node/read-time"
import { articleSlugs, blogDir } from "../support/articles"

const minimumWords = 800

const proseWords = (slug: string) => {
  const { content } = matter(readFileSync(path.join(blogDir, slug, "index.mdx"), "utf8"))
  return countWords(content.split(/^## References\b/m)[0])
}

describe("article length", () => {
  it.each(articleSlugs())(`%s has at least ${minimumWords} words of prose`, (slug) => {
    expect(proseWords(slug)).toBeGreaterThanOrEqual(minimumWords)
  })
})
