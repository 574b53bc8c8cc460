import { messages } from "../data/messages"
import { locales, localeSettings, type Locale } from "../data/locale"
import { localizedRoutes } from "../data/routes"
import { siteUrl } from "../data/site"

type FeedArticle = {
  fields: { slug: string }
  frontmatter: { title: string; date: string; excerpt: string; author: string }
}

type FeedQuery = { query: { allMdx: { nodes: FeedArticle[] } } }

/** One RSS item per article of an edition, with absolute links (gatsby-plugin-feed hands us the query result). */
export const serializeFeed =
  (locale: Locale) =>
  ({ query }: FeedQuery) =>
    query.allMdx.nodes.map(({ fields, frontmatter }) => {
      const url = `${siteUrl}${localizedRoutes[locale].article(fields.slug)}`
      return {
        title: frontmatter.title,
        description: frontmatter.excerpt,
        date: frontmatter.date,
        author: frontmatter.author,
        url,
        guid: url,
      }
    })

/** Where each edition's feed is written; the blog pages link to their own. */
export const feedPaths: Readonly<Record<Locale, string>> = {
  en: "/rss.xml",
  fr: "/fr/blogue/rss.xml",
}

/** One feed per edition: its articles, its title and description, its language. */
const feedFor = (locale: Locale) => ({
  serialize: serializeFeed(locale),
  query: `{
    allMdx(filter: { fields: { locale: { eq: "${locale}" } } }, sort: { frontmatter: { date: DESC } }) {
      nodes {
        fields { slug }
        frontmatter { title date excerpt author }
      }
    }
  }`,
  output: feedPaths[locale],
  title: messages[locale].blog.blogIndexCopy.feedTitle,
  description: messages[locale].blog.blogIndexCopy.seoDescription,
  site_url: `${siteUrl}${localizedRoutes[locale].blog}`,
  language: localeSettings[locale].lang,
  // The <link rel="alternate"> to the feed goes on the edition's blog pages only.
  match: `^${localizedRoutes[locale].blog}`,
})

export const feedOptions = {
  query: `{ site { siteMetadata { title description siteUrl site_url: siteUrl } } }`,
  feeds: locales.map(feedFor),
}
