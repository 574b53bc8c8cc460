import { Layout } from "../components/layout/layout"
import { Seo } from "../components/seo/seo"
import { NotFound } from "../components/common/not-found"
import { blogNotFoundCopy } from "../data/blog"
import { routes } from "../data/routes"

/** Every /blog/… path without an article lands here (client-side via matchPath, 404 on the server). */
const BlogNotFoundTemplate = () => (
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

export default BlogNotFoundTemplate
