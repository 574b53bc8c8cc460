import { graphql } from "gatsby"
import styled from "@emotion/styled"
import { Layout } from "../layout/layout"
import { Seo } from "../seo/seo"
import { Container } from "../common/container"
import { FeaturedArticle } from "./featured-article"
import { ArticleGrid } from "./article-grid"
import { toArticleSummary } from "./article-summary"
import { NewsletterSignup } from "../newsletter/newsletter-signup"
import { useBusiness } from "../../business/use-business"
import { useLocale } from "../../hooks/use-locale"
import { useMessages } from "../../hooks/use-messages"
import { localizedRoutes } from "../../data/routes"
import { blogSettings } from "../../data/site"
import { colors, fontSizes, layout, space } from "../../styles/theme"

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

export type BlogIndexPageProps = {
  /** The edition's articles, newest first. */
  articles: readonly Queries.ArticleSummaryFragment[]
}

/** A blog index (/blog/, /fr/blogue/): the featured article, every article, the newsletter box. */
export const BlogIndexPage = ({ articles: nodes }: BlogIndexPageProps) => {
  const locale = useLocale()
  const { blogIndexCopy } = useMessages("blog")
  const { seller } = useBusiness()
  const articles = nodes.map(toArticleSummary)
  const featured = articles.find(({ englishSlug }) => englishSlug === blogSettings.featuredSlug)

  return (
    <Layout>
      <Seo
        title={blogIndexCopy.seoTitle}
        description={blogIndexCopy.seoDescription}
        path={localizedRoutes[locale].blog}
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
        <Section aria-labelledby="all-articles-heading">
          <SectionHeading id="all-articles-heading">{blogIndexCopy.allHeading}</SectionHeading>
          <ArticleGrid articles={articles} />
        </Section>
        <NewsletterSignup seller={seller} />
      </Container>
    </Layout>
  )
}

/** What a card shows of an article (src/pages/blog.tsx's query spreads it). */
export const articleSummaryFragment = graphql`
  fragment ArticleSummary on Mdx {
    newAtBuild
    fields {
      slug
      englishSlug
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
`
