import { Fragment } from "react"
import styled from "@emotion/styled"
import { useMessages } from "../../hooks/use-messages"
import { businessLines } from "../../lib/business-lines"
import { amazonPageIn } from "../../data/site"
import { useLocale } from "../../hooks/use-locale"
import type { Business } from "../../lib/business"
import { colors, fontSizes, fontWeights, space } from "../../styles/theme"
import { ExternalLink } from "../common/external-link"
import { NewTabHint } from "../common/new-tab-hint"
import { Rating } from "./rating"

const Availability = styled.p`
  margin: 0 0 ${space.md};
  color: ${colors.accent};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.bold};
  a {
    color: inherit;
  }
`

const Trust = styled.p`
  margin: ${space.md} 0 0;
  font-weight: ${fontWeights.bold};
`

const Licence = styled.p`
  margin: ${space.sm} 0 0;
  color: ${colors.inkMuted};
  font-size: ${fontSizes.sm};
`

export type HeroFactsProps = { business: Business }

/** The line above the title: where it is sold, then shipping and the guarantee with their terms. */
export const AvailabilityLine = ({ business: { shipping, guarantee } }: HeroFactsProps) => {
  const locale = useLocale()
  const copy = useMessages("home").businessCopy
  const terms = [
    shipping && { text: shipping.statement[locale], href: amazonPageIn(shipping.termsUrl, locale) },
    guarantee && {
      text: businessLines(copy, locale).guarantee(guarantee.days, guarantee.givenBy),
      href: amazonPageIn(guarantee.termsUrl, locale),
    },
  ].filter((term) => term !== null)
  return (
    <Availability>
      {copy.availability}
      {terms.map(({ text, href }) => (
        <Fragment key={text}>
          {" • "}
          <ExternalLink href={href}>
            {text}
            <NewTabHint />
          </ExternalLink>
        </Fragment>
      ))}
    </Availability>
  )
}

/** Under the buy button: the dated rating, the dated customer count and the licence, if held. */
export const ProofLines = ({
  business: { rating, customers, healthCanadaLicence },
}: HeroFactsProps) => {
  const lines = businessLines(useMessages("home").businessCopy, useLocale())
  return (
    <>
      <Rating rating={rating} />
      {customers && <Trust>{lines.customers(customers.count, customers.asOf)}</Trust>}
      {healthCanadaLicence && <Licence>{lines.licence(healthCanadaLicence)}</Licence>}
    </>
  )
}
