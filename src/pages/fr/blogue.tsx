import { graphql, type PageProps } from "gatsby"
import { BlogIndexPage } from "../../components/blog/blog-index-page"
import * as blogCopy from "../../data/fr/blog"
import { newsletterCopy } from "../../data/fr/newsletter"

const FrenchBlogIndexPage = ({ data }: PageProps<Queries.FrenchBlogIndexQuery>) => (
  <BlogIndexPage
    locale="fr"
    articles={data.allMdx.nodes}
    copy={blogCopy}
    newsletter={newsletterCopy}
  />
)

export default FrenchBlogIndexPage

// Newest first, title as the tie-break so the order never depends on the file system.
export const query = graphql`
  query FrenchBlogIndex {
    allMdx(
      filter: { fields: { locale: { eq: "fr" } } }
      sort: [{ frontmatter: { date: DESC } }, { frontmatter: { title: ASC } }]
    ) {
      nodes {
        ...ArticleSummary
      }
    }
  }
`
