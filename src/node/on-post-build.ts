import path from "path"
import type { GatsbyNode } from "gatsby"
import { writeNetlifyHeaders } from "./security-headers"
import { writeRobotsTxt } from "./robots"
import { adminPath, writeAdmin } from "./admin"
import { writeAllArticleImages } from "./article-image-files"
import { readRegister } from "../business/node/register"
import { buildFactsPath, pageChangesAfter, writeBuildFacts } from "../business/node/build-facts"
import { buildDay } from "../business/node/build-day"

/** The part of Gatsby's internal state this hook reads. */
type ProgramState = { readonly program: { readonly directory: string } }

/**
 * Writes public/_headers once every page exists, so the CSP hashes the final inline scripts.
 * Deploy previews and branch deploys set ROBOTS_NOINDEX in netlify.toml to stay out of search.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter, store }) => {
  const { program } = store.getState() as ProgramState
  const publicDir = path.join(program.directory, "public")
  const noindex = process.env.ROBOTS_NOINDEX === "true"
  try {
    await writeRobotsTxt(publicDir)
    const images = await writeAllArticleImages(program.directory, publicDir)
    if (images > 0) reporter.info(`Wrote ${images} article image(s) as WebP`)
    const editor = await writeAdmin(publicDir)
    reporter.info(`Wrote the content editor at ${adminPath} (Sveltia CMS ${editor})`)
    // The day the pages go out of date, for the scheduled rebuild (src/business/node/build-facts.ts).
    const articles = await graphql<{ allMdx: { nodes: { frontmatter: { date: string } }[] } }>(`
      {
        allMdx {
          nodes {
            frontmatter {
              date(formatString: "YYYY-MM-DD")
            }
          }
        }
      }
    `)
    if (articles.errors?.length) throw articles.errors[0]
    const dates = (articles.data?.allMdx.nodes ?? []).map(({ frontmatter }) => frontmatter.date)
    const facts = pageChangesAfter(readRegister(), dates, buildDay())
    await writeBuildFacts(publicDir, facts)
    reporter.info(`Wrote ${buildFactsPath}: next change ${facts.nextChange ?? "none ahead"}`)
    const { pages, hashes } = await writeNetlifyHeaders(publicDir, { noindex })
    if (pages === 0)
      reporter.warn(`No HTML pages found in ${publicDir}; _headers has no page rules`)
    reporter.info(
      `Wrote _headers: CSP with ${hashes} inline-script hashes from ${pages} pages${noindex ? ", noindex" : ""}`,
    )
  } catch (error) {
    reporter.panicOnBuild(
      "Could not write public/_headers (security and cache headers), public/robots.txt, article images, public/build-facts.json or public/admin/",
      error as Error,
    )
  }
}
