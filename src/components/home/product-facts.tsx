import styled from "@emotion/styled"
import { useBusiness } from "../../business/use-business"
import { useLocale } from "../../hooks/use-locale"
import { useMessages } from "../../hooks/use-messages"
import type { Business } from "../../business/node/schema"
import type { productFactsCopy } from "../../data/business-copy"
import type { Locale } from "../../data/locale"
import { formatDecimal } from "../../lib/format"
import { formatMessage } from "../../lib/format-message"
import { marketplace } from "../../data/site"
import { colors, fontSizes, fontWeights, radii, space } from "../../styles/theme"
import { ExternalLink } from "../common/external-link"
import { NewTabHint } from "../common/new-tab-hint"
import { Section } from "../common/section"

const List = styled.dl`
  max-width: 44rem;
  margin: 0 auto;
  padding: ${space.sm} ${space.lg};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.card};
`

const Row = styled.div`
  padding-block: ${space.md};
  & + & {
    border-top: 1px solid ${colors.border};
  }
`

const Term = styled.dt`
  font-weight: ${fontWeights.bold};
`

const Value = styled.dd`
  margin: ${space.xs} 0 0;
  color: ${colors.inkMuted};
  ul {
    margin: 0;
    padding-inline-start: ${space.lg};
  }
`

const Terms = styled.span`
  font-size: ${fontSizes.sm};
`

type Product = NonNullable<Business["product"]>

/** A name the register gives as seller, marketplace or a company's own name. */
export const partyName = (party: string, seller: Business["seller"], locale: Locale) =>
  party === "seller" ? seller.legalName[locale] : party === "marketplace" ? marketplace.name : party

/**
 * The facts buyers compare devices on (content/business.yaml's `product`): each row only while the
 * register holds its fact, and no section at all without one.
 */
export const ProductFacts = () => {
  const { product, seller } = useBusiness()
  const locale = useLocale()
  const copy = useMessages("buy").productFactsCopy
  if (!product) return null
  const rows = factRows(product, seller, locale, copy)
  if (rows.length === 0) return null
  return (
    <Section id="product-facts" heading={copy.heading} intro={copy.intro}>
      <List>
        {rows.map(({ term, value }) => (
          <Row key={term}>
            <Term>{term}</Term>
            <Value>{value}</Value>
          </Row>
        ))}
      </List>
    </Section>
  )
}

type Copy = typeof productFactsCopy

const factRows = (
  { warranty, inTheBox, gel, charging, electricalSafetyMark, ledWavelengths, current }: Product,
  seller: Business["seller"],
  locale: Locale,
  copy: Copy,
) =>
  [
    warranty && {
      term: copy.warranty,
      value: (
        <>
          {formatMessage(copy.warrantyValue, {
            months: warranty.months,
            givenBy: partyName(warranty.givenBy, seller, locale),
          })}{" "}
          <Terms>
            (
            <ExternalLink href={warranty.termsUrl}>
              {copy.warrantyTerms}
              <NewTabHint />
            </ExternalLink>
            )
          </Terms>
        </>
      ),
    },
    inTheBox && {
      term: copy.inTheBox,
      value: (
        <ul>
          {inTheBox.map((item) => (
            <li key={item[locale]}>{item[locale]}</li>
          ))}
        </ul>
      ),
    },
    gel && {
      term: copy.gel,
      value: gel === "included" ? copy.gelIncluded : copy.gelSoldSeparately,
    },
    charging && {
      term: copy.charging,
      value: formatMessage(copy.chargingValue, {
        port: charging.port,
        hours: formatDecimal(charging.hoursToCharge, locale),
        minutes: charging.minutesPerCharge,
      }),
    },
    electricalSafetyMark && {
      term: copy.safetyMark,
      value: formatMessage(copy.safetyMarkValue, { mark: electricalSafetyMark }),
    },
    ledWavelengths && {
      term: copy.wavelengths,
      value: formatMessage(copy.wavelengthsValue, ledWavelengths),
    },
    current && {
      term: copy.current,
      value: current === "ems" ? copy.currentEms : copy.currentMicrocurrent,
    },
  ].filter((row) => !!row)
