import { graphql, type PageProps } from "gatsby"
import { BlogIndexPage } from "../components/blog/blog-index-page"

/** The blog index of both editions (/blog/, /fr/blogue/), listing its edition's articles. */
const BlogIndex = ({ data }: PageProps<Queries.BlogIndexQuery>) => (
  <BlogIndexPage articles={data.allMdx.nodes} />
)

export default BlogIndex

// Newest first, title as the tie-break so the order never depends on the file system.
export const query = graphql`
  query BlogIndex($locale: String!) {
    allMdx(
      filter: { fields: { locale: { eq: $locale } } }
      sort: [{ frontmatter: { date: DESC } }, { frontmatter: { title: ASC } }]
    ) {
      nodes {
        ...ArticleSummary
      }
    }
  }
`
