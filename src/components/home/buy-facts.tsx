import styled from "@emotion/styled"
import { Link } from "gatsby"
import { useLocale, useRoutes } from "../../hooks/use-locale"
import { useMessages } from "../../hooks/use-messages"
import { amazonPageIn } from "../../data/site"
import type { Business } from "../../business/node/schema"
import type { Price } from "../../business/facts"
import type { sharedProofDate } from "../../business/proof-dates"
import { businessLines } from "../../business/lines"
import { formatArticleDate } from "../../lib/format-article-date"
import { formatPrice } from "../../lib/format"
import { formatMessage } from "../../lib/format-message"
import { colors, fontSizes, fontWeights, space } from "../../styles/theme"
import { ExternalLink } from "../common/external-link"
import { NewTabHint } from "../common/new-tab-hint"

const PriceLine = styled.p`
  margin: ${space.sm} 0;
  color: ${colors.inkMuted};
  font-size: ${fontSizes.sm};
`

const Amount = styled.span`
  margin-inline-end: ${space.sm};
  color: ${colors.ink};
  font-size: ${fontSizes.xl};
  font-weight: ${fontWeights.bold};
`

export type PriceTagProps = { price: Price; dated: boolean }

/** The listing's price, large, with where it was read (and when, unless one line dates it). */
export const PriceTag = ({ price, dated }: PriceTagProps) => {
  const locale = useLocale()
  const copy = useMessages("buy").businessCopy
  const where = dated
    ? formatMessage(copy.priceWhereDated, { date: formatArticleDate(price.asOf, locale) })
    : copy.priceWhere
  const availability =
    price.availability === "InStock" ? null : copy.availability[price.availability]
  return (
    <PriceLine>
      <Amount>{formatPrice(price.amount, locale)}</Amount> {where}
      {availability && ` · ${availability}`}
    </PriceLine>
  )
}

const List = styled.ul`
  margin: ${space.md} 0 0;
  padding: 0;
  list-style: none;
  font-size: ${fontSizes.sm};
  li {
    margin-block: ${space.xs};
  }
`

const Small = styled.p`
  margin: ${space.xs} 0 0;
  color: ${colors.inkMuted};
  font-size: ${fontSizes.sm};
`

export type TrustFactsProps = {
  business: Pick<Business, "shipping" | "guarantee" | "seller" | "listingSeller" | "customers">
  /** The customer count's date, unless one line dates the figures together. */
  customersDated: boolean
}

/**
 * Under the buy button: shipping and the guarantee with their terms, who sells on the listing
 * (only when the register says it is the seller) and the customer count.
 */
export const TrustFacts = ({
  business: { shipping, guarantee, seller, listingSeller, customers },
  customersDated,
}: TrustFactsProps) => {
  const locale = useLocale()
  const routes = useRoutes()
  const copy = useMessages("buy").businessCopy
  const lines = businessLines(copy, locale)
  const city = seller.city?.[locale]
  return (
    <>
      {(shipping || guarantee) && (
        <List>
          {shipping && (
            <li>
              <ExternalLink href={amazonPageIn(shipping.termsUrl, locale)}>
                {shipping.statement[locale]}
                <NewTabHint />
              </ExternalLink>
            </li>
          )}
          {guarantee && (
            <li>
              {guarantee.givenBy === "seller" ? (
                <Link to={routes.guarantee}>{lines.guarantee(guarantee)}</Link>
              ) : (
                <ExternalLink href={amazonPageIn(guarantee.termsUrl, locale)}>
                  {lines.guarantee(guarantee)}
                  <NewTabHint />
                </ExternalLink>
              )}
            </li>
          )}
        </List>
      )}
      {listingSeller === "seller" && (
        <Small>
          {formatMessage(city ? copy.soldBy : copy.soldByNoCity, {
            name: seller.legalName[locale],
            city: city ?? "",
          })}
        </Small>
      )}
      {customers && (
        <Small>
          {customersDated
            ? lines.customers(customers.count, customers.asOf)
            : lines.customersUndated(customers.count)}
        </Small>
      )}
    </>
  )
}

const Note = styled.p`
  margin: ${space.sm} 0 0;
  color: ${colors.inkMuted};
  font-size: ${fontSizes.sm};
`

export type DatedNoteProps = { shared: ReturnType<typeof sharedProofDate> }

/** The one line that dates the figures beside the button, when they were read on one day. */
export const DatedNote = ({ shared }: DatedNoteProps) => {
  const locale = useLocale()
  const copy = useMessages("buy").businessCopy
  if (!shared) return null
  const sentence = copy.asOfTogether[shared.sentence]
  return <Note>{formatMessage(sentence, { date: formatArticleDate(shared.date, locale) })}</Note>
}
