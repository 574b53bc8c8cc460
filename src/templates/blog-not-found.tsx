import type { PageProps } from "gatsby"
import { NotFound } from "../components/common/not-found"
import { blogCopy } from "../data/blog-copy"
import { localizedRoutes } from "../data/routes"
import type { PageLocale } from "../hooks/use-locale"

/**
 * Every /blog/… or /fr/blogue/… path without an article (client-side via matchPath, 404 on the
 * server), in the edition of its page context.
 */
const BlogNotFoundTemplate = ({ pageContext }: PageProps<object, PageLocale>) => {
  const { blogNotFoundCopy } = blogCopy[pageContext.locale]
  const routes = localizedRoutes[pageContext.locale]
  return (
    <NotFound
      title={blogNotFoundCopy.title}
      path={routes.blogNotFound}
      heading={blogNotFoundCopy.heading}
      body={blogNotFoundCopy.body}
      linkText={blogNotFoundCopy.linkText}
      linkTo={routes.blog}
    />
  )
}

export default BlogNotFoundTemplate
