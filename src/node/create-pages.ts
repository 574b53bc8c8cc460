import type { Actions, GatsbyNode, Reporter } from "gatsby"
import { routes } from "../data/routes"
import { blogSettings } from "../data/site"
import { templates } from "./templates"
import { projectPath } from "./project-path"
import { duplicateSlugMessages } from "./validate-article"

type ArticleNode = {
  id: string
  fields: { slug: string }
  internal: { contentFilePath: string | null }
}

type BlogArticlesQuery = { allMdx: { nodes: ArticleNode[] } }

/** What the article template's page query receives; null neighbours are the list's ends. */
export type BlogPostContext = {
  id: string
  slug: string
  newerSlug: string | null
  olderSlug: string | null
}

export type CreatePagesArgs = {
  graphql: <TData>(query: string) => Promise<{ errors?: Error[]; data?: TData }>
  actions: Pick<Actions, "createPage">
  reporter: Pick<Reporter, "panicOnBuild">
}

// Newest first, title as the tie-break so the order never depends on the file system.
const articlesQuery = `
  query BlogArticles {
    allMdx(sort: [{ frontmatter: { date: DESC } }, { frontmatter: { title: ASC } }]) {
      nodes {
        id
        fields { slug }
        internal { contentFilePath }
      }
    }
  }
`

/** An article page per MDX file, and the page every unknown /blog/… path falls back to. */
export const createPages = (async ({ graphql, actions, reporter }: CreatePagesArgs) => {
  const result = await graphql<BlogArticlesQuery>(articlesQuery)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load the blog articles for createPages", result.errors)
    return
  }
  const articles = result.data.allMdx.nodes

  const duplicates = duplicateSlugMessages(
    articles.map(({ fields, internal }) => ({
      slug: fields.slug,
      filePath: projectPath(internal.contentFilePath ?? ""),
    })),
  )
  if (duplicates.length > 0) {
    reporter.panicOnBuild(duplicates.join("\n"))
    return
  }
  if (!articles.some(({ fields }) => fields.slug === blogSettings.featuredSlug)) {
    reporter.panicOnBuild(
      `blogSettings.featuredSlug in src/data/site.ts is "${blogSettings.featuredSlug}", but no article in content/blog has that folder name`,
    )
  }

  articles.forEach(({ id, fields }, index) => {
    actions.createPage<BlogPostContext>({
      path: routes.article(fields.slug),
      component: templates.blogPost,
      context: {
        id,
        slug: fields.slug,
        newerSlug: articles[index - 1]?.fields.slug ?? null,
        olderSlug: articles[index + 1]?.fields.slug ?? null,
      },
    })
  })

  // Gatsby ranks real pages above match paths, so this only catches slugs with no article:
  // client-side navigation to /blog/typo/ keeps its URL and shows "Blog Post Not Found".
  actions.createPage({
    path: routes.blogNotFound,
    matchPath: "/blog/*",
    component: templates.blogNotFound,
    context: {},
  })
}) satisfies GatsbyNode["createPages"]
