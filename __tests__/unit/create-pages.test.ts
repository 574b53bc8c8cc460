/** @jest-environment node */
import path from "path"
import { buildSchema, graphql as runQuery } from "graphql"
import { graphql as graphqlTag } from "gatsby"
import { createPages } from "../../src/node/create-pages"
import type { CreatePagesArgs } from "../../src/node/create-pages"
import { templates } from "../../src/node/templates"
import { messages } from "../../src/data/messages"
import type { Locale } from "../../src/data/locale"

type ArticleRow = {
  id: string
  fields: { slug: string; locale: Locale; englishSlug: string }
  internal: { contentFilePath: string }
}

const row = (slug: string, file = `content/blog/${slug}/index.mdx`): ArticleRow => ({
  id: `id-${slug}`,
  fields: { slug, locale: "en", englishSlug: slug },
  internal: { contentFilePath: path.resolve(file) },
})

const frenchRow = (
  slug: string,
  englishSlug: string,
  file = `content/blogue/${slug}/index.mdx`,
): ArticleRow => ({
  id: `id-${slug}`,
  fields: { slug, locale: "fr", englishSlug },
  internal: { contentFilePath: path.resolve(file) },
})

// Newest first, as the query sorts them (both editions in one list).
const articles = [
  row("red-light-therapy-benefits-anti-aging"),
  frenchRow("luminotherapie-rouge", "red-light-therapy-benefits-anti-aging"),
  row("ems-facial-technology-jawline-sculpting"),
  frenchRow("technologie-ems", "ems-facial-technology-jawline-sculpting"),
  row("led-light-therapy-colors-skin-benefits"),
]

const run = async (result: { errors?: unknown; data?: unknown }) => {
  const createPage = jest.fn()
  const panicOnBuild = jest.fn()
  const graphql = jest.fn().mockResolvedValue(result)
  const args: CreatePagesArgs = {
    graphql,
    actions: { createPage },
    reporter: { panicOnBuild },
  }
  await createPages(args)
  return { createPage, panicOnBuild, graphql }
}

const withArticles = (nodes: ArticleRow[]) => run({ data: { allMdx: { nodes } } })

describe("createPages", () => {
  it("creates /blog/{slug}/ from the template, linked to its French twin", async () => {
    const { createPage, panicOnBuild } = await withArticles(articles)
    expect(panicOnBuild).not.toHaveBeenCalled()
    expect(createPage).toHaveBeenCalledWith({
      path: "/blog/ems-facial-technology-jawline-sculpting/",
      component: templates.blogPost,
      context: {
        locale: "en",
        messages: { ui: messages.en.ui, blog: messages.en.blog },
        twinPath: "/fr/blogue/technologie-ems/",
        id: "id-ems-facial-technology-jawline-sculpting",
        slug: "ems-facial-technology-jawline-sculpting",
        newerId: "id-red-light-therapy-benefits-anti-aging",
        olderId: "id-led-light-therapy-colors-skin-benefits",
      },
    })
  })

  it("creates /fr/blogue/{slug}/ linked to its English twin, with French neighbours only", async () => {
    const { createPage } = await withArticles(articles)
    expect(createPage).toHaveBeenCalledWith({
      path: "/fr/blogue/technologie-ems/",
      component: templates.blogPost,
      context: {
        locale: "fr",
        messages: { ui: messages.fr.ui, blog: messages.fr.blog },
        twinPath: "/blog/ems-facial-technology-jawline-sculpting/",
        id: "id-technologie-ems",
        slug: "technologie-ems",
        newerId: "id-luminotherapie-rouge",
        olderId: null,
      },
    })
  })

  it("gives an article without a twin no twin path", async () => {
    const { createPage } = await withArticles(articles)
    expect(createPage).toHaveBeenCalledWith(
      expect.objectContaining({
        path: "/blog/led-light-therapy-colors-skin-benefits/",
        context: expect.objectContaining({ twinPath: null }),
      }),
    )
  })

  it("gives the newest article no newer neighbour and the oldest no older one", async () => {
    const { createPage } = await withArticles(articles)
    const contexts = createPage.mock.calls
      .map(([page]) => page)
      .filter(({ path }) => path.startsWith("/blog/") && path !== "/blog/not-found/")
      .map(({ context }) => context)
    expect(contexts[0]).toMatchObject({ newerId: null })
    expect(contexts[2]).toMatchObject({ olderId: null })
  })

  it("catches every unknown /blog/ and /fr/blogue/ path with the edition's not-found page", async () => {
    const { createPage } = await withArticles(articles)
    expect(createPage).toHaveBeenCalledWith({
      path: "/blog/not-found/",
      matchPath: "/blog/*",
      component: templates.blogNotFound,
      context: {
        locale: "en",
        twinPath: "/fr/blogue/",
        messages: { ui: messages.en.ui, blog: messages.en.blog },
      },
    })
    expect(createPage).toHaveBeenCalledWith({
      path: "/fr/blogue/introuvable/",
      matchPath: "/fr/blogue/*",
      component: templates.blogNotFound,
      context: {
        locale: "fr",
        twinPath: "/blog/",
        messages: { ui: messages.fr.ui, blog: messages.fr.blog },
      },
    })
  })

  it("catches every other unknown /fr/ path with the French 404 page", async () => {
    const { createPage } = await withArticles(articles)
    expect(createPage).toHaveBeenCalledWith({
      path: "/fr/404/",
      matchPath: "/fr/*",
      component: templates.notFound,
      context: {
        locale: "fr",
        twinPath: null,
        messages: { ui: messages.fr.ui, otherEdition: messages.en.ui.editionInvite },
      },
    })
    expect(createPage).toHaveBeenCalledTimes(articles.length + 3)
  })

  it("fails the build when the query fails", async () => {
    const errors = [new Error("Cannot query field")]
    const { createPage, panicOnBuild } = await run({ errors })
    expect(panicOnBuild).toHaveBeenCalledWith(expect.stringContaining("blog articles"), errors)
    expect(createPage).not.toHaveBeenCalled()
  })

  it("fails the build on two folders with the same name, naming both files", async () => {
    const fixtures = "__tests__/fixtures/duplicate-slugs"
    const twins = [
      row("twin-post", `${fixtures}/2026/twin-post/index.mdx`),
      row("twin-post", `${fixtures}/2025/twin-post/index.mdx`),
    ]
    const { createPage, panicOnBuild } = await withArticles([...articles, ...twins])
    expect(panicOnBuild).toHaveBeenCalledTimes(1)
    const [message] = panicOnBuild.mock.calls[0]
    expect(message).toContain(`${fixtures}/2026/twin-post/index.mdx`)
    expect(message).toContain(`${fixtures}/2025/twin-post/index.mdx`)
    expect(message).toContain('- slug: "twin-post" is used by 2 articles')
    expect(createPage).not.toHaveBeenCalled()
  })

  it("fails the build on a French article whose English twin does not exist, naming the file", async () => {
    const orphan = frenchRow("refroidissement", "no-such-article")
    const { createPage, panicOnBuild } = await withArticles([...articles, orphan])
    expect(panicOnBuild).toHaveBeenCalledTimes(1)
    const [message] = panicOnBuild.mock.calls[0]
    expect(message).toContain("content/blogue/refroidissement/index.mdx")
    expect(message).toContain('translationOf: "no-such-article" is not an English article')
    expect(createPage).not.toHaveBeenCalled()
  })

  it("fails the build on two French articles naming the same English twin, naming both files", async () => {
    const second = frenchRow("lumiere-rouge-bis", "red-light-therapy-benefits-anti-aging")
    const { createPage, panicOnBuild } = await withArticles([...articles, second])
    const [message] = panicOnBuild.mock.calls[0]
    expect(message).toContain("content/blogue/luminotherapie-rouge/index.mdx")
    expect(message).toContain("content/blogue/lumiere-rouge-bis/index.mdx")
    expect(createPage).not.toHaveBeenCalled()
  })

  it("fails the build when the featured article does not exist", async () => {
    const { panicOnBuild } = await withArticles(
      articles.filter(
        ({ fields }) => fields.englishSlug !== "red-light-therapy-benefits-anti-aging",
      ),
    )
    expect(panicOnBuild).toHaveBeenCalledWith(expect.stringContaining("featuredSlug"))
  })
})

/**
 * The article template's own page query, run against the pages' contexts over a small in-memory
 * data layer: `mdx(...)` finds the first node every given `eq` matches, as Gatsby's does.
 */
describe("an article's newer and older links", () => {
  const schema = buildSchema(`
    input StringEq { eq: String }
    input MdxFieldsFilter { slug: StringEq }
    type MdxFields { slug: String! readTime: String! }
    type MdxFrontmatter {
      title: String!
      author: String!
      date(formatString: String): String!
      updated(formatString: String): String
      tags: [String!]!
      metaDescription: String!
    }
    type ArticleHtml { html: String! css: String! cardHtml: String! }
    type Mdx { id: String! fields: MdxFields! frontmatter: MdxFrontmatter! articleHtml: ArticleHtml! }
    type Query { mdx(id: StringEq, fields: MdxFieldsFilter): Mdx }
  `)

  // An English and a French folder with the same name (a product name reads the same in both).
  const english = row("lumasculpt-routine")
  const french = { ...frenchRow("lumasculpt-routine", english.fields.slug), id: "id-fr-routine" }
  const nodes = [
    english,
    french,
    row("red-light-therapy-benefits-anti-aging"),
    frenchRow("luminotherapie-rouge", "red-light-therapy-benefits-anti-aging"),
  ]
  const dataLayer = nodes.map((node) => ({
    ...node,
    fields: { ...node.fields, readTime: "1 min" },
    frontmatter: {
      title: `${node.fields.locale} ${node.fields.slug}`,
      author: "A",
      date: () => "2026-01-01",
      updated: () => null,
      tags: [],
      metaDescription: "",
    },
    articleHtml: { html: "", css: "", cardHtml: "" },
  }))
  type Filter = { id?: { eq?: string | null }; fields?: { slug?: { eq?: string | null } } }
  const mdx = ({ id, fields }: Filter) =>
    dataLayer.find(
      (node) =>
        (!id || node.id === id.eq) && (!fields?.slug || node.fields.slug === fields.slug.eq),
    ) ?? null

  const neighboursOf = async (pagePath: string) => {
    // The mocked tag keeps the query's text, which the template module exports.
    jest.mocked(graphqlTag).mockImplementation((strings) => strings.join("") as never)
    const { query } = await import("../../src/templates/blog-post")
    const { createPage } = await withArticles(nodes)
    const page = createPage.mock.calls.map(([page]) => page).find(({ path }) => path === pagePath)
    const result = await runQuery({
      schema,
      source: String(query),
      rootValue: { mdx },
      variableValues: page.context,
    })
    expect(result.errors).toBeUndefined()
    const { newer, older } = result.data as Record<
      string,
      { fields: { slug: string }; frontmatter: { title: string } } | null
    >
    return { newer: newer?.frontmatter.title ?? null, older: older?.frontmatter.title ?? null }
  }

  it("link a French article to the French article beside it, not to an English one of the same name", async () => {
    expect(await neighboursOf("/fr/blogue/luminotherapie-rouge/")).toEqual({
      newer: "fr lumasculpt-routine",
      older: null,
    })
  })

  it("link an English article to the English article beside it", async () => {
    expect(await neighboursOf("/blog/red-light-therapy-benefits-anti-aging/")).toEqual({
      newer: "en lumasculpt-routine",
      older: null,
    })
  })
})
