import type { Actions, GatsbyNode, Reporter } from "gatsby"
import { locales, otherLocale, type Locale } from "../data/locale"
import { localizedRoutes } from "../data/routes"
import { blogSettings } from "../data/site"
import type { BlogPostContext, PageContext } from "../lib/page-context"
import { pageContextFor } from "./page-namespaces"
import { templates } from "./templates"
import { projectPath } from "./project-path"
import { duplicateSlugMessages, twinPairingMessages } from "./validate-article"

type ArticleNode = {
  id: string
  fields: { slug: string; locale: Locale; englishSlug: string }
  internal: { contentFilePath: string | null }
}

type BlogArticlesQuery = { allMdx: { nodes: ArticleNode[] } }

export type { BlogPostContext }

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
        fields { slug locale englishSlug }
        internal { contentFilePath }
      }
    }
  }
`

const locationOf = ({ fields, internal }: ArticleNode) => ({
  slug: fields.slug,
  locale: fields.locale,
  englishSlug: fields.englishSlug,
  filePath: projectPath(internal.contentFilePath ?? ""),
})

/**
 * Every edition's article pages, each linked to its twin in the other edition, and the pages
 * unknown paths fall back to: an edition's 'article not found' for its blog, and the French 404
 * for the rest of /fr/ (src/pages/404.tsx, whose English page Gatsby makes itself).
 */
export const createPages = (async ({ graphql, actions, reporter }: CreatePagesArgs) => {
  const result = await graphql<BlogArticlesQuery>(articlesQuery)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load the blog articles for createPages", result.errors)
    return
  }
  const all = result.data.allMdx.nodes
  const inEdition = (locale: Locale) => all.filter(({ fields }) => fields.locale === locale)

  const problems = [
    ...locales.flatMap((locale) => duplicateSlugMessages(inEdition(locale).map(locationOf))),
    ...twinPairingMessages(all.map(locationOf)),
  ]
  if (problems.length > 0) {
    reporter.panicOnBuild(problems.join("\n"))
    return
  }
  if (!inEdition("en").some(({ fields }) => fields.slug === blogSettings.featuredSlug)) {
    reporter.panicOnBuild(
      `blogSettings.featuredSlug in src/data/site.ts is "${blogSettings.featuredSlug}", but no article in content/blog has that folder name`,
    )
  }

  /** The twin's path: the other edition's article with the same English slug, if there is one. */
  const twinPathOf = ({ fields }: ArticleNode): string | null => {
    const other = otherLocale(fields.locale)
    const twin = inEdition(other).find((node) => node.fields.englishSlug === fields.englishSlug)
    return twin ? localizedRoutes[other].article(twin.fields.slug) : null
  }

  for (const locale of locales) {
    const routes = localizedRoutes[locale]
    const articles = inEdition(locale)
    articles.forEach((node, index) => {
      actions.createPage<BlogPostContext>({
        path: routes.article(node.fields.slug),
        component: templates.blogPost,
        context: {
          ...pageContextFor("article", locale, twinPathOf(node)),
          id: node.id,
          slug: node.fields.slug,
          // By node id: a folder name may be used once in each edition.
          newerId: articles[index - 1]?.id ?? null,
          olderId: articles[index + 1]?.id ?? null,
        },
      })
    })

    // Gatsby ranks real pages above match paths, so this only catches slugs with no article:
    // client-side navigation to /blog/typo/ keeps its URL and shows "Blog Post Not Found".
    actions.createPage<PageContext>({
      path: routes.blogNotFound,
      matchPath: `${routes.blog}*`,
      component: templates.blogNotFound,
      context: pageContextFor("blogNotFound", locale, localizedRoutes[otherLocale(locale)].blog),
    })
  }

  // Gatsby shows src/pages/404.tsx for unknown paths; under /fr/ the same page, in French.
  actions.createPage<PageContext>({
    path: localizedRoutes.fr.notFound,
    matchPath: `${localizedRoutes.fr.home}*`,
    component: templates.notFound,
    context: pageContextFor("notFound", "fr", null),
  })
}) satisfies GatsbyNode["createPages"]
