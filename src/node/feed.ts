import { brand, siteUrl } from "../data/site"
import { routes } from "../data/routes"

type FeedArticle = {
  fields: { slug: string }
  frontmatter: { title: string; date: string; excerpt: string; author: string }
}

type FeedQuery = { query: { allMdx: { nodes: FeedArticle[] } } }

/** One RSS item per article, with absolute links (gatsby-plugin-feed hands us the query result). */
export const serializeFeed = ({ query }: FeedQuery) =>
  query.allMdx.nodes.map(({ fields, frontmatter }) => {
    const url = `${siteUrl}${routes.article(fields.slug)}`
    return {
      title: frontmatter.title,
      description: frontmatter.excerpt,
      date: frontmatter.date,
      author: frontmatter.author,
      url,
      guid: url,
    }
  })

export const feedOptions = {
  query: `{ site { siteMetadata { title description siteUrl site_url: siteUrl } } }`,
  feeds: [
    {
      serialize: serializeFeed,
      query: `{
        allMdx(sort: { frontmatter: { date: DESC } }) {
          nodes {
            fields { slug }
            frontmatter { title date excerpt author }
          }
        }
      }`,
      output: "/rss.xml",
      title: `${brand.name} Blog`,
      match: "^/blog/",
    },
  ],
}
