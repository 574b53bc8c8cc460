import type { Actions, GatsbyNode, Node, Reporter } from "gatsby"
import { formatArticleProblems, shownReadTime, validateArticle } from "./validate-article"
import { readTimeFor } from "./read-time"
import { projectPath } from "./project-path"
import { articleLocaleOf } from "./content-sources"

export type OnCreateNodeArgs = {
  node: Node
  getNode: (id: string) => Node | undefined
  actions: Pick<Actions, "createNodeField">
  reporter: Pick<Reporter, "panicOnBuild">
}

const text = (value: unknown): string => (typeof value === "string" ? value : "")

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/**
 * Validates each blog article as it is sourced and gives it `fields.slug` (its folder name),
 * `fields.locale` (content/blog/ is English, content/blogue/ French), `fields.englishSlug` (the
 * key twins share: an English article's own slug, a French one's `translationOf`) and
 * `fields.readTime` (from frontmatter, or computed from the body). A bad article fails the build
 * with one message naming the file and every bad field.
 */
export const onCreateNode = (({ node, getNode, actions, reporter }: OnCreateNodeArgs): void => {
  if (node.internal.type !== "Mdx" || !node.parent) return
  const file = getNode(node.parent)
  const locale = articleLocaleOf(file?.sourceInstanceName)
  if (!file || !locale) return

  const filePath = projectPath(text(file.absolutePath) || text(node.internal.contentFilePath))
  const slug = text(file.relativeDirectory).split(/[\\/]/).pop() ?? ""
  const frontmatter = isRecord(node.frontmatter) ? node.frontmatter : {}
  const body = text(node.body)

  const problems = validateArticle({ filePath, slug, locale, frontmatter, body })
  if (problems.length > 0) {
    reporter.panicOnBuild(formatArticleProblems(filePath, problems))
    return
  }

  const given = text(frontmatter.readTime)
  const readTime = given ? shownReadTime(given, locale) : readTimeFor(body, locale)
  actions.createNodeField({ node, name: "slug", value: slug })
  actions.createNodeField({ node, name: "locale", value: locale })
  actions.createNodeField({
    node,
    name: "englishSlug",
    value: locale === "en" ? slug : text(frontmatter.translationOf),
  })
  actions.createNodeField({ node, name: "readTime", value: readTime })
}) satisfies GatsbyNode["onCreateNode"]
