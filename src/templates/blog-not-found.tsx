import { NotFoundView } from "../components/common/not-found-view"
import { localizedRoutes } from "../data/routes"
import { useLocale } from "../hooks/use-locale"
import { useMessages } from "../hooks/use-messages"

/**
 * Every /blog/… or /fr/blogue/… path without an article (client-side via matchPath, 404 on the
 * server), in the edition of its page context.
 */
const BlogNotFoundTemplate = () => {
  const { blogNotFoundCopy } = useMessages("blog")
  const routes = localizedRoutes[useLocale()]
  return (
    <NotFoundView
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
