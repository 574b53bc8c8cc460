import { useEffect } from "react"
import type { PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/seo/seo"
import { NotFound } from "../components/common/not-found"
import { notFoundCopy } from "../data/ui"
import { routes } from "../data/routes"

const NotFoundPage = ({ location }: PageProps) => {
  useEffect(() => {
    console.error(notFoundCopy.logPrefix, location.pathname)
  }, [location.pathname])

  return (
    <Layout>
      <Seo title={notFoundCopy.title} description={notFoundCopy.body} path="/404/" noindex />
      <NotFound
        code={notFoundCopy.code}
        heading={notFoundCopy.heading}
        body={notFoundCopy.body}
        linkText={notFoundCopy.homeLink}
        linkTo={routes.home}
      />
    </Layout>
  )
}

export default NotFoundPage
