import { useEffect } from "react"
import { NotFound } from "./not-found"
import { useUiCopy } from "../../hooks/use-copy"
import type { Locale } from "../../data/locale"
import { localizedRoutes } from "../../data/routes"
import { notFoundLogPrefix } from "../../data/ui"

export type NotFoundPageProps = { locale: Locale; pathname: string }

/** An unknown path in either edition: '404', the message, a way home, and the path logged. */
export const NotFoundPage = ({ locale, pathname }: NotFoundPageProps) => {
  const { notFoundCopy } = useUiCopy()
  const routes = localizedRoutes[locale]
  useEffect(() => {
    console.error(notFoundLogPrefix, pathname)
  }, [pathname])

  return (
    <NotFound
      title={notFoundCopy.title}
      path={routes.notFound}
      code={notFoundCopy.code}
      heading={notFoundCopy.heading}
      body={notFoundCopy.body}
      linkText={notFoundCopy.homeLink}
      linkTo={routes.home}
    />
  )
}
