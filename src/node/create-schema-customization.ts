import type { GatsbyNode } from "gatsby"
import type { Locale } from "../data/locale"
import path from "path"
import { localizedRoutes } from "../data/routes"
import { buildDay } from "../business/node/build-day"
import { productCardFacts } from "./static-html"
import { renderArticleHtml } from "./article-html"
import { articleImages } from "./article-image-files"
import { articleRenderKeyId, articleRenderKeyType } from "./article-render-key"
import { isNewOn } from "./new-badge"
import { projectPath } from "./project-path"
import { gateStandInMedia, isStandIn, readStandInChecksums } from "./stand-in-media"
import { typeDefs } from "./type-defs"

export { typeDefs }

type ResolverContext = {
  nodeModel: { getNodeById: (query: { id: string; type: string }) => unknown }
}

/**
 * Reading the render key's node makes the page being queried depend on it: Gatsby re-runs the
 * page's query, and so renders the article again, whenever the key changes.
 */
const dependOnRenderKey = async ({ nodeModel }: ResolverContext) => {
  await nodeModel.getNodeById({ id: articleRenderKeyId, type: articleRenderKeyType })
}

/** The part of an article's Mdx node its HTML is made from. */
type ArticleSource = {
  body: string
  fields: { locale: Locale; slug: string }
  frontmatter: { date: string }
  internal: { contentFilePath: string }
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({
  actions,
  schema,
  reporter,
}) => {
  // Stand-in media: a production build stops here while the site would show one
  // (src/node/stand-in-media.ts); other builds warn. File.standIn below marks each.
  gateStandInMedia(reporter, { context: process.env.CONTEXT })
  const standInChecksums = readStandInChecksums()
  // The build's one day (America/Toronto, as the register's dates), for every page it renders.
  const today = buildDay()
  // The register's facts on the build's day, for the product cards in articles. A bad register
  // stops the build with its file and key named.
  let articleFacts
  try {
    articleFacts = productCardFacts()
  } catch (error) {
    reporter.panic((error as Error).message)
    return
  }
  actions.createTypes(typeDefs)
  actions.createTypes(
    schema.buildObjectType({
      name: "Mdx",
      interfaces: ["Node"],
      fields: {
        newAtBuild: {
          type: "Boolean!",
          description:
            "Whether the article is within 60 days of its date on the build's day: the featured card's New badge (src/node/new-badge.ts).",
          resolve: async (source: ArticleSource, _args: unknown, context: ResolverContext) => {
            await dependOnRenderKey(context)
            return isNewOn(source.frontmatter.date, today)
          },
        },
        articleHtml: {
          type: "ArticleHtml!",
          resolve: async (source: ArticleSource, _args: unknown, context: ResolverContext) => {
            await dependOnRenderKey(context)
            const { locale, slug } = source.fields
            const file = source.internal.contentFilePath
            return renderArticleHtml(source.body, locale, {
              images: await articleImages(
                path.dirname(file),
                localizedRoutes[locale].article(slug),
              ),
              filePath: projectPath(file),
              facts: articleFacts,
            })
          },
        },
      },
    }),
  )
  actions.createTypes(
    schema.buildObjectType({
      name: "File",
      interfaces: ["Node"],
      fields: {
        standIn: {
          type: "Boolean!",
          description:
            "Whether the file is still a generated stand-in (its SHA-256 is in content/images/stand-ins.json): not a photo of the product.",
          resolve: (source: { absolutePath: string }) =>
            isStandIn(source.absolutePath, process.cwd(), standInChecksums),
        },
      },
    }),
  )
}
