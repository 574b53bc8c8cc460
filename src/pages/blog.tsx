import { graphql } from "gatsby"
import type { PageProps } from "gatsby"
import styled from "@emotion/styled"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/seo/seo"
import { Container } from "../components/common/container"
import { HydrateLater } from "../components/common/hydrate-later"
import { FeaturedArticle } from "../components/blog/featured-article"
import { ArticleGrid } from "../components/blog/article-grid"
import { toArticleSummary } from "../components/blog/article-summary"
import { NewsletterSignup } from "../components/newsletter/newsletter-signup"
import { blogIndexCopy } from "../data/blog"
import { routes } from "../data/routes"
import { blogSettings } from "../data/site"
import { colors, fontSizes, layout, space } from "../styles/theme"

const Intro = styled.header`
  padding-block: ${space.xl} ${space.lg};
  h1 {
    margin: 0 0 ${space.md};
    font-size: ${fontSizes.display};
  }
  p {
    max-width: ${layout.readingWidth};
    margin: 0;
    color: ${colors.inkMuted};
    font-size: ${fontSizes.lg};
  }
`

const Section = styled.section`
  margin-block: ${space.xl};
`

const SectionHeading = styled.h2`
  margin: 0 0 ${space.lg};
  font-size: ${fontSizes.xxl};
`

/** /blog/: the featured article, every article newest first, and the newsletter box. */
const BlogIndexPage = ({ data }: PageProps<Queries.BlogIndexQuery>) => {
  const articles = data.allMdx.nodes.map(toArticleSummary)
  const featured = articles.find(({ slug }) => slug === blogSettings.featuredSlug)

  return (
    <Layout>
      <Seo
        title={blogIndexCopy.seoTitle}
        description={blogIndexCopy.seoDescription}
        path={routes.blog}
      />
      <Container>
        <Intro>
          <h1>{blogIndexCopy.heading}</h1>
          <p>{blogIndexCopy.intro}</p>
        </Intro>
        {featured && (
          <Section aria-label={blogIndexCopy.featuredHeading}>
            <FeaturedArticle article={featured} />
          </Section>
        )}
        <HydrateLater>
          <Section aria-labelledby="all-articles-heading">
            <SectionHeading id="all-articles-heading">{blogIndexCopy.allHeading}</SectionHeading>
            <ArticleGrid articles={articles} />
          </Section>
        </HydrateLater>
        <HydrateLater>
          <NewsletterSignup />
        </HydrateLater>
      </Container>
    </Layout>
  )
}

export default BlogIndexPage

export const query = graphql`
  query BlogIndex {
    allMdx(sort: [{ frontmatter: { date: DESC } }, { frontmatter: { title: ASC } }]) {
      nodes {
        fields {
          slug
          readTime
        }
        frontmatter {
          title
          excerpt
          author
          date(formatString: "YYYY-MM-DD")
          tags
        }
      }
    }
  }
`
