import { useEffect } from "react"
import { NotFoundView } from "./not-found-view"
import { useMessages } from "../../hooks/use-messages"
import { useLocale } from "../../hooks/use-locale"
import { localizedRoutes } from "../../data/routes"
import { localeSettings, otherLocale } from "../../data/locale"
import { notFoundLogPrefix } from "../../data/ui"

export type NotFoundPageProps = { pathname: string }

/**
 * An unknown path in either edition: '404', the message, a way home, and the path logged. It
 * invites readers of the other edition in their language (its `otherEdition` messages): a Quebec
 * visitor who mistypes an address outside /fr/ lands on the English one.
 */
export const NotFoundPage = ({ pathname }: NotFoundPageProps) => {
  const locale = useLocale()
  const { notFoundCopy } = useMessages("ui")
  const invite = useMessages("otherEdition")
  const routes = localizedRoutes[locale]
  const other = otherLocale(locale)
  useEffect(() => {
    console.error(notFoundLogPrefix, pathname)
  }, [pathname])

  return (
    <NotFoundView
      title={notFoundCopy.title}
      path={routes.notFound}
      code={notFoundCopy.code}
      heading={notFoundCopy.heading}
      body={notFoundCopy.body}
      linkText={notFoundCopy.homeLink}
      linkTo={routes.home}
      otherEdition={{
        lang: localeSettings[other].lang,
        text: invite.text,
        linkText: invite.link,
        linkTo: localizedRoutes[other].home,
      }}
    />
  )
}
