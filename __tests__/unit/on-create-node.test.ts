/** @jest-environment node */
import fs from "fs"
import path from "path"
import matter from "gray-matter"
import type { Node } from "gatsby"
import { sourceNames } from "../../src/node/content-sources"
import { onCreateNode } from "../../src/node/on-create-node"
import type { OnCreateNodeArgs } from "../../src/node/on-create-node"

type SourcedArticle = { mdx: Node; file: Node }

type Source = { name: string; root: string }

/** The blog source, pointed at fixtures instead of the published articles. */
const blogSource: Source = { name: sourceNames.blog, root: "__tests__/fixtures/articles" }
const sample = "__tests__/fixtures/articles/sample-article/index.mdx"

/** The File and Mdx nodes gatsby-source-filesystem and gatsby-plugin-mdx make for one file. */
const sourced = (relativePath: string, source = blogSource): SourcedArticle => {
  const absolutePath = path.resolve(relativePath)
  const { data, content } = matter(fs.readFileSync(absolutePath, "utf8"))
  const file: Node = {
    id: `file ${relativePath}`,
    parent: null,
    children: [],
    internal: { type: "File", contentDigest: "x", owner: "gatsby-source-filesystem" },
    absolutePath,
    sourceInstanceName: source.name,
    relativeDirectory: path.relative(source.root, path.dirname(absolutePath)),
  }
  const mdx: Node = {
    id: `mdx ${relativePath}`,
    parent: file.id,
    children: [],
    internal: {
      type: "Mdx",
      contentDigest: "x",
      owner: "gatsby-plugin-mdx",
      contentFilePath: absolutePath,
    },
    frontmatter: data,
    body: content,
  }
  return { mdx, file }
}

const run = ({ mdx, file }: SourcedArticle) => {
  const createNodeField = jest.fn()
  const panicOnBuild = jest.fn()
  const args: OnCreateNodeArgs = {
    node: mdx,
    getNode: (id) => (id === file.id ? file : undefined),
    actions: { createNodeField },
    reporter: { panicOnBuild },
  }
  onCreateNode(args)
  const fields = Object.fromEntries(
    createNodeField.mock.calls.map(([{ name, value }]: [{ name: string; value: unknown }]) => [
      name,
      value,
    ]),
  )
  return { fields, panicOnBuild }
}

describe("onCreateNode for a blog article", () => {
  it("adds the folder name as the slug and the frontmatter's read time", () => {
    const { fields, panicOnBuild } = run(sourced(sample))
    expect(panicOnBuild).not.toHaveBeenCalled()
    expect(fields).toEqual({
      slug: "sample-article",
      locale: "en",
      englishSlug: "sample-article",
      readTime: "4 min read",
    })
  })

  it("gives a French article (content/blogue) its edition, its twin's slug and a French read time", () => {
    const french: Source = { name: sourceNames.blogue, root: "__tests__/fixtures/articles-fr" }
    const { fields, panicOnBuild } = run(
      sourced("__tests__/fixtures/articles-fr/exemple-article/index.mdx", french),
    )
    expect(panicOnBuild).not.toHaveBeenCalled()
    expect(fields).toEqual({
      slug: "exemple-article",
      locale: "fr",
      englishSlug: "sample-article",
      readTime: "1\u00a0min de lecture",
    })
  })

  it("shows a French read time typed with a plain space with the no-break space after its number", () => {
    const french: Source = { name: sourceNames.blogue, root: "__tests__/fixtures/articles-fr" }
    const article = sourced("__tests__/fixtures/articles-fr/exemple-article/index.mdx", french)
    const frontmatter = {
      ...(article.mdx.frontmatter as Record<string, unknown>),
      readTime: "7 min de lecture",
    }
    const { fields, panicOnBuild } = run({ ...article, mdx: { ...article.mdx, frontmatter } })
    expect(panicOnBuild).not.toHaveBeenCalled()
    expect(fields.readTime).toBe("7\u00a0min de lecture")
  })

  it("computes the read time from the body at 200 words a minute when frontmatter has none", () => {
    const article = sourced(sample)
    const frontmatter = { ...(article.mdx.frontmatter as Record<string, unknown>) }
    delete frontmatter.readTime
    const words = Array.from({ length: 401 }, (_, i) => `word${i}`).join(" ")
    const { fields } = run({ ...article, mdx: { ...article.mdx, frontmatter, body: words } })
    expect(fields.readTime).toBe("3 min read")
  })

  it("leaves MDX from other sources alone", () => {
    const article = sourced(sample, { ...blogSource, name: "pages" })
    const { fields, panicOnBuild } = run(article)
    expect(fields).toEqual({})
    expect(panicOnBuild).not.toHaveBeenCalled()
  })
})

// Each validation message has its own test in validate-article.test.ts; these check the wiring.
describe("onCreateNode fails the build on a bad article, naming the file and the field", () => {
  const fixtures = "__tests__/fixtures/bad-articles"
  const fixtureSource: Source = { name: sourceNames.blog, root: fixtures }

  it("validates the folder name as the slug, and adds no fields", () => {
    const filePath = `${fixtures}/Not_Kebab_Case/index.mdx`
    const { fields, panicOnBuild } = run(sourced(filePath, fixtureSource))
    expect(panicOnBuild).toHaveBeenCalledTimes(1)
    const [message] = panicOnBuild.mock.calls[0]
    expect(message).toMatch(new RegExp(`^Invalid article ${filePath}:\n`))
    expect(message).toContain('  - slug: folder name "Not_Kebab_Case" is not kebab-case')
    expect(fields).toEqual({})
  })

  it("refuses an updated date before the publication date, naming the file and the field", () => {
    const article = sourced(sample)
    const frontmatter = { ...(article.mdx.frontmatter as Record<string, unknown>) }
    const updated = "2000-01-01"
    const { fields, panicOnBuild } = run({
      ...article,
      mdx: { ...article.mdx, frontmatter: { ...frontmatter, updated } },
    })
    expect(fields).toEqual({})
    expect(panicOnBuild).toHaveBeenCalledTimes(1)
    const [message] = panicOnBuild.mock.calls[0]
    expect(message).toMatch(
      new RegExp(`^Invalid article ${sample}:\n  - updated: "${updated}" is before`),
    )
  })

  it("lists every bad field in one message", () => {
    const filePath = `${fixtures}/several-problems/index.mdx`
    const { fields, panicOnBuild } = run(sourced(filePath, fixtureSource))
    expect(fields).toEqual({})
    expect(panicOnBuild).toHaveBeenCalledTimes(1)
    expect(panicOnBuild.mock.calls[0][0]).toBe(
      [
        `Invalid article ${filePath}:`,
        '  - date: "10/11/2026" is not an ISO date (YYYY-MM-DD)',
        "  - author: missing",
        "  - tags: item 2 is empty",
      ].join("\n"),
    )
  })
})
