import type { PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/seo/seo"
import { NotFound } from "../components/common/not-found"
import { blogCopy } from "../data/blog-copy"
import { BlogCopyContext } from "../hooks/use-blog-copy"
import { localizedRoutes } from "../data/routes"
import type { PageLocale } from "../hooks/use-locale"

/** Every /blog/… or /fr/blogue/… path without an article (client-side via matchPath, 404 on the server). */
const BlogNotFoundTemplate = ({ pageContext }: PageProps<object, PageLocale>) => {
  const { blogNotFoundCopy } = blogCopy[pageContext.locale]
  const routes = localizedRoutes[pageContext.locale]
  return (
    <BlogCopyContext.Provider value={blogCopy[pageContext.locale]}>
      <Layout>
        <Seo
          title={blogNotFoundCopy.title}
          description={blogNotFoundCopy.body}
          path={routes.blogNotFound}
          noindex
        />
        <NotFound
          heading={blogNotFoundCopy.heading}
          body={blogNotFoundCopy.body}
          linkText={blogNotFoundCopy.linkText}
          linkTo={routes.blog}
        />
      </Layout>
    </BlogCopyContext.Provider>
  )
}

export default BlogNotFoundTemplate
