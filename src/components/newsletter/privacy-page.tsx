import { Layout } from "../layout/layout"
import { Seo } from "../seo/seo"
import { MailLink, ProseArticle, ProseIntro } from "../common/prose-page"
import type { Locale } from "../../data/locale"
import { useBusiness } from "../../business/use-business"
import { useLocale } from "../../hooks/use-locale"
import { useMessages } from "../../hooks/use-messages"
import type { Business } from "../../business/node/schema"
import type { PrivacyCopy, PrivacySection } from "../../data/privacy"
import { localizedRoutes } from "../../data/routes"
import { lowerFirst } from "../../lib/format"

type PolicySectionProps = PrivacySection & {
  copy: Pick<PrivacyCopy, "contactLead" | "officerLabels">
  seller: Business["seller"]
  locale: Locale
}

const PolicySection = ({
  id,
  heading,
  paragraphs,
  items,
  contact,
  officer,
  copy,
  seller,
  locale,
}: PolicySectionProps) => {
  const { privacyOfficer } = seller
  const mail = <MailLink href={`mailto:${privacyOfficer.email}`}>{privacyOfficer.email}</MailLink>
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {items && (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {officer && (
        <ul>
          <li>{`${copy.officerLabels.title}${locale === "fr" ? lowerFirst(privacyOfficer.title.fr) : privacyOfficer.title.en}`}</li>
          <li>
            {copy.officerLabels.contact}
            {mail}
          </li>
          <li>{`${copy.officerLabels.business}${seller.legalName[locale]}, ${seller.mailingAddress[locale]}`}</li>
        </ul>
      )}
      {contact && (
        <p>
          {/* One text node, as the server HTML has it, so hydration matches node for node. */}
          {`${copy.contactLead} `}
          {mail}.
        </p>
      )}
    </section>
  )
}

/** The privacy policy of either edition (/privacy/, /fr/confidentialite/). */
export const PrivacyPage = () => {
  const locale = useLocale()
  const privacyCopy = useMessages("privacy")
  const { seller } = useBusiness()
  return (
    <Layout>
      <Seo
        title={privacyCopy.title}
        description={privacyCopy.description}
        path={localizedRoutes[locale].privacy}
      />
      <ProseArticle as="article">
        <h1>{privacyCopy.heading}</h1>
        <p>{privacyCopy.updated}</p>
        <ProseIntro>{privacyCopy.intro}</ProseIntro>
        {privacyCopy.sections.map((section) => (
          <PolicySection
            key={section.id}
            {...section}
            copy={privacyCopy}
            seller={seller}
            locale={locale}
          />
        ))}
      </ProseArticle>
    </Layout>
  )
}
