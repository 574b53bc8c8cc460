import type { PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/seo/seo"
import { NotFound } from "../components/common/not-found"
import { blogCopy } from "../data/copy"
import { localizedRoutes } from "../data/routes"
import type { PageLocale } from "../hooks/use-locale"

/** Every /blog/… or /fr/blogue/… path without an article (client-side via matchPath, 404 on the server). */
const BlogNotFoundTemplate = ({ pageContext }: PageProps<object, PageLocale>) => {
  const { blogNotFoundCopy } = blogCopy[pageContext.locale]
  const routes = localizedRoutes[pageContext.locale]
  return (
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
  )
}

export default BlogNotFoundTemplate
