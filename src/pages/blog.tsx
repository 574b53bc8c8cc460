import { graphql, type PageProps } from "gatsby"
import { BlogIndexPage } from "../components/blog/blog-index-page"
import * as blogCopy from "../data/blog"
import { newsletterCopy } from "../data/newsletter"

const EnglishBlogIndexPage = ({ data }: PageProps<Queries.BlogIndexQuery>) => (
  <BlogIndexPage
    locale="en"
    articles={data.allMdx.nodes}
    copy={blogCopy}
    newsletter={newsletterCopy}
  />
)

export default EnglishBlogIndexPage

// Newest first, title as the tie-break so the order never depends on the file system.
export const query = graphql`
  query BlogIndex {
    allMdx(
      filter: { fields: { locale: { eq: "en" } } }
      sort: [{ frontmatter: { date: DESC } }, { frontmatter: { title: ASC } }]
    ) {
      nodes {
        ...ArticleSummary
      }
    }
  }
`
