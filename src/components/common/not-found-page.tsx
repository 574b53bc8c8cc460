import { useEffect } from "react"
import { NotFound } from "./not-found"
import { useUiCopy } from "../../hooks/use-copy"
import type { Locale } from "../../data/locale"
import { localizedRoutes } from "../../data/routes"
import { localeSettings } from "../../data/locale"
import { editionInvite as englishInvite, notFoundLogPrefix } from "../../data/ui"
import { editionInvite as frenchInvite } from "../../data/fr/ui"

/**
 * Each not-found page invites readers of the other edition in their language: a Quebec visitor
 * who mistypes an address outside /fr/ lands on the English one.
 */
const otherEdition = {
  en: { locale: "fr", invite: frenchInvite },
  fr: { locale: "en", invite: englishInvite },
} as const

export type NotFoundPageProps = { locale: Locale; pathname: string }

/** An unknown path in either edition: '404', the message, a way home, and the path logged. */
export const NotFoundPage = ({ locale, pathname }: NotFoundPageProps) => {
  const { notFoundCopy } = useUiCopy()
  const routes = localizedRoutes[locale]
  const other = otherEdition[locale]
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
      otherEdition={{
        lang: localeSettings[other.locale].lang,
        text: other.invite.text,
        linkText: other.invite.link,
        linkTo: localizedRoutes[other.locale].home,
      }}
    />
  )
}
