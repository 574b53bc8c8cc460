import { graphql } from "gatsby"
import type { PageProps } from "gatsby"
import styled from "@emotion/styled"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/seo/seo"
import { blogPostingJsonLd, breadcrumbJsonLd } from "../components/seo/structured-data"
import { Container } from "../components/common/container"
import { Breadcrumb } from "../components/blog/breadcrumb"
import { ArticleHeader } from "../components/blog/article-header"
import { StaticHtmlBlock } from "../components/common/static-html-block"
import { Prose } from "../components/blog/prose"
import { BackToBlogLink } from "../components/blog/back-to-blog-link"
import { AdjacentArticles } from "../components/blog/adjacent-articles"
import type { AdjacentArticle } from "../components/blog/adjacent-articles"
import { localizedRoutes } from "../data/routes"
import { useMessages } from "../hooks/use-messages"
import { formatMessage } from "../lib/format-message"
import type { BlogPostContext } from "../lib/page-context"
import { layout, space } from "../styles/theme"

const Column = styled(Container)`
  max-width: calc(${layout.readingWidth} + 2 * ${space.md});
  padding-block: ${space.lg} ${space.xl};
`

const Footer = styled.footer`
  margin-block: ${space.xl};
`

const toAdjacent = (node: Queries.AdjacentArticleFragment | null): AdjacentArticle | null =>
  node ? { slug: node.fields.slug, title: node.frontmatter.title } : null

/** One article: breadcrumb, header, the body (HTML made at build time) and links onward. */
const BlogPostTemplate = ({
  data,
  pageContext,
}: PageProps<Queries.BlogPostQuery, BlogPostContext>) => {
  const { mdx, newer, older } = data
  const { articleCopy } = useMessages("blog")
  if (!mdx) return null
  const { locale } = pageContext
  const routes = localizedRoutes[locale]
  const { slug, readTime } = mdx.fields
  const { title, author, date, updated, tags, metaDescription } = mdx.frontmatter
  const crumbs = [
    { name: articleCopy.home, path: routes.home },
    { name: articleCopy.blog, path: routes.blog },
    { name: title, path: routes.article(slug) },
  ]

  return (
    <Layout>
      <Seo
        title={formatMessage(articleCopy.seoTitle, { title })}
        description={metaDescription}
        path={routes.article(slug)}
        type="article"
        bodyCss={mdx.articleHtml.css}
        jsonLd={[
          blogPostingJsonLd({
            locale,
            title,
            description: metaDescription,
            slug,
            date,
            updated: updated ?? undefined,
            author,
          }),
          breadcrumbJsonLd(crumbs),
        ]}
      />
      <Column>
        <Breadcrumb crumbs={crumbs} />
        <article>
          <ArticleHeader
            title={title}
            author={author}
            date={date}
            updated={updated}
            readTime={readTime}
            tags={tags}
          />
          {/* Static HTML rendered at build time (src/node/article-html.tsx). */}
          <Prose dangerouslySetInnerHTML={{ __html: mdx.articleHtml.html }} />
        </article>
        {/* The product card, static HTML made with the body (src/node/article-html.tsx). */}
        <StaticHtmlBlock html={mdx.articleHtml.cardHtml} />
        <Footer>
          <BackToBlogLink />
        </Footer>
        <AdjacentArticles newer={toAdjacent(newer)} older={toAdjacent(older)} />
      </Column>
    </Layout>
  )
}

export default BlogPostTemplate

export const query = graphql`
  query BlogPost($id: String!, $newerId: String, $olderId: String) {
    mdx(id: { eq: $id }) {
      fields {
        slug
        readTime
      }
      frontmatter {
        title
        author
        date(formatString: "YYYY-MM-DD")
        updated(formatString: "YYYY-MM-DD")
        tags
        metaDescription
      }
      articleHtml {
        html
        css
        cardHtml
      }
    }
    newer: mdx(id: { eq: $newerId }) {
      ...AdjacentArticle
    }
    older: mdx(id: { eq: $olderId }) {
      ...AdjacentArticle
    }
  }

  fragment AdjacentArticle on Mdx {
    fields {
      slug
    }
    frontmatter {
      title
    }
  }
`
