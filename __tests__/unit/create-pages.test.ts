/** @jest-environment node */
import path from "path"
import { createPages } from "../../src/node/create-pages"
import type { CreatePagesArgs } from "../../src/node/create-pages"
import { templates } from "../../src/node/templates"

type ArticleRow = { id: string; fields: { slug: string }; internal: { contentFilePath: string } }

const row = (slug: string, file = `content/blog/${slug}/index.mdx`): ArticleRow => ({
  id: `id-${slug}`,
  fields: { slug },
  internal: { contentFilePath: path.resolve(file) },
})

// Newest first, as the query sorts them.
const articles = [
  row("red-light-therapy-benefits-anti-aging"),
  row("ems-facial-technology-jawline-sculpting"),
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

describe("createPages", () => {
  it("creates /blog/{slug}/ from the template (the body comes as HTML through its query)", async () => {
    const { createPage, panicOnBuild } = await run({ data: { allMdx: { nodes: articles } } })
    expect(panicOnBuild).not.toHaveBeenCalled()
    expect(createPage).toHaveBeenCalledWith({
      path: "/blog/ems-facial-technology-jawline-sculpting/",
      component: templates.blogPost,
      context: {
        id: "id-ems-facial-technology-jawline-sculpting",
        slug: "ems-facial-technology-jawline-sculpting",
        newerSlug: "red-light-therapy-benefits-anti-aging",
        olderSlug: "led-light-therapy-colors-skin-benefits",
      },
    })
  })

  it("gives the newest article no newer neighbour and the oldest no older one", async () => {
    const { createPage } = await run({ data: { allMdx: { nodes: articles } } })
    const contexts = createPage.mock.calls.map(([page]) => page.context)
    expect(contexts[0]).toMatchObject({ newerSlug: null })
    expect(contexts[2]).toMatchObject({ olderSlug: null })
  })

  it("catches every unknown /blog/ path with the not-found template", async () => {
    const { createPage } = await run({ data: { allMdx: { nodes: articles } } })
    expect(createPage).toHaveBeenCalledWith({
      path: "/blog/not-found/",
      matchPath: "/blog/*",
      component: templates.blogNotFound,
      context: {},
    })
    expect(createPage).toHaveBeenCalledTimes(articles.length + 1)
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
    const { createPage, panicOnBuild } = await run({
      data: { allMdx: { nodes: [...articles, ...twins] } },
    })
    expect(panicOnBuild).toHaveBeenCalledTimes(1)
    const [message] = panicOnBuild.mock.calls[0]
    expect(message).toContain(`${fixtures}/2026/twin-post/index.mdx`)
    expect(message).toContain(`${fixtures}/2025/twin-post/index.mdx`)
    expect(message).toContain('- slug: "twin-post" is used by 2 articles')
    expect(createPage).not.toHaveBeenCalled()
  })

  it("fails the build when the featured article does not exist", async () => {
    const { panicOnBuild } = await run({
      data: { allMdx: { nodes: articles.slice(1) } },
    })
    expect(panicOnBuild).toHaveBeenCalledWith(expect.stringContaining("featuredSlug"))
  })
})
