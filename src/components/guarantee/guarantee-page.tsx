import { Layout } from "../layout/layout"
import { StaticHtmlBlock } from "../common/static-html-block"
import type { StaticHtml } from "../../lib/page-context"
import { Seo } from "../seo/seo"
import { MailLink, ProseArticle, ProseIntro } from "../common/prose-page"
import { useBusiness } from "../../business/use-business"
import { useLocale } from "../../hooks/use-locale"
import { useMessages } from "../../hooks/use-messages"
import { localizedRoutes } from "../../data/routes"
import { sellerGuarantee } from "../../business/facts"
import { formatMessage } from "../../lib/format-message"

/**
 * The seller's guarantee in either edition (/guarantee/, /fr/garantie/): who gives it, how long,
 * how to claim, the conditions and the refund, all from the register. The build makes the page
 * only while the register holds a guarantee given by the seller (src/node/on-create-page.ts).
 */
export type GuaranteePageProps = {
  /** The product card, made at build time (src/node/on-create-page.ts). */
  productCard?: StaticHtml
}

export const GuaranteePage = ({ productCard }: GuaranteePageProps) => {
  const locale = useLocale()
  const copy = useMessages("guarantee")
  const { guarantee, seller } = useBusiness()
  const given = sellerGuarantee(guarantee)
  if (!given) return null
  const days = { days: given.days }
  return (
    <Layout>
      <Seo
        title={formatMessage(copy.title, days)}
        description={formatMessage(copy.description, days)}
        path={localizedRoutes[locale].guarantee}
        bodyCss={productCard?.css}
      />
      <ProseArticle as="article">
        <h1>{formatMessage(copy.heading, days)}</h1>
        <ProseIntro>{formatMessage(copy.intro, days)}</ProseIntro>
        <p>{formatMessage(copy.timing, days)}</p>
        <h2>{copy.givenByHeading}</h2>
        <p>
          {formatMessage(copy.givenBy, {
            legalName: seller.legalName[locale],
            address: seller.mailingAddress[locale],
          })}
        </p>
        <h2>{copy.claimHeading}</h2>
        <p>{given.howToClaim[locale]}</p>
        <p>
          {`${copy.contactLead} `}
          <MailLink href={`mailto:${seller.email}`}>{seller.email}</MailLink>
        </p>
        <p>
          <strong>{copy.proofLabel}</strong>
          <br />
          {given.proofOfPurchase[locale]}
        </p>
        <h2>{copy.conditionsHeading}</h2>
        <ul>
          {given.conditions.map((condition) => (
            <li key={condition[locale]}>{condition[locale]}</li>
          ))}
        </ul>
        <p>
          <strong>{copy.returnShippingLabel}</strong>
          <br />
          {given.returnShipping[locale]}
        </p>
        <h2>{copy.refundHeading}</h2>
        <p>{given.refund[locale]}</p>
        {productCard && <StaticHtmlBlock html={productCard.html} />}
      </ProseArticle>
    </Layout>
  )
}
