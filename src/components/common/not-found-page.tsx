import { useEffect } from "react"
import { Layout } from "../layout/layout"
import { Seo } from "../seo/seo"
import { NotFound } from "./not-found"
import { uiCopy } from "../../data/ui-copy"
import { notFoundLogPrefix } from "../../data/ui"
import type { Locale } from "../../data/locale"
import { localizedRoutes } from "../../data/routes"

export type NotFoundPageProps = { locale: Locale; pathname: string }

/** An unknown path in either edition: '404', the message, a way home, and the path logged. */
export const NotFoundPage = ({ locale, pathname }: NotFoundPageProps) => {
  const { notFoundCopy } = uiCopy[locale]
  const routes = localizedRoutes[locale]
  useEffect(() => {
    console.error(notFoundLogPrefix, pathname)
  }, [pathname])

  return (
    <Layout>
      <Seo
        title={notFoundCopy.title}
        description={notFoundCopy.body}
        path={routes.notFound}
        noindex
      />
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
