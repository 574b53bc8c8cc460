import { Fragment } from "react"
import styled from "@emotion/styled"
import { Link } from "gatsby"
import { useMessages } from "../../hooks/use-messages"
import { businessLines } from "../../lib/business-lines"
import { amazonPageIn } from "../../data/site"
import { useLocale, useRoutes } from "../../hooks/use-locale"
import type { Business, BuildFacts } from "../../lib/business"
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

const Fact = styled.p`
  margin: ${space.md} 0 0;
  font-weight: ${fontWeights.bold};
`

export type HeroFactsProps = { business: Business & BuildFacts }

type Term = { text: string; href: string; external: boolean }

/**
 * The line above the title: where it is sold (not while the register's price says it is out of
 * stock), then shipping and the guarantee with their terms.
 */
export const AvailabilityLine = ({
  business: { shipping, guarantee, priceAtBuild },
}: HeroFactsProps) => {
  const locale = useLocale()
  const routes = useRoutes()
  const copy = useMessages("home").businessCopy
  const terms: Term[] = []
  if (shipping) {
    const href = amazonPageIn(shipping.termsUrl, locale)
    terms.push({ text: shipping.statement[locale], href, external: true })
  }
  if (guarantee) {
    const text = businessLines(copy, locale).guarantee(guarantee)
    terms.push(
      guarantee.givenBy === "seller"
        ? { text, href: routes.guarantee, external: false }
        : { text, href: amazonPageIn(guarantee.termsUrl, locale), external: true },
    )
  }
  const available = priceAtBuild?.availability !== "OutOfStock"
  if (!available && terms.length === 0) return null
  return (
    <Availability>
      {available && copy.availability}
      {terms.map(({ text, href, external }, index) => (
        <Fragment key={text}>
          {available || index > 0 ? " • " : null}
          {external ? (
            <ExternalLink href={href}>
              {text}
              <NewTabHint />
            </ExternalLink>
          ) : (
            <Link to={href}>{text}</Link>
          )}
        </Fragment>
      ))}
    </Availability>
  )
}

/** Under the buy button: the dated price, the dated rating and the dated customer count. */
export const ProofLines = ({ business: { priceAtBuild, rating, customers } }: HeroFactsProps) => {
  const lines = businessLines(useMessages("home").businessCopy, useLocale())
  return (
    <>
      {priceAtBuild && <Fact>{lines.price(priceAtBuild)}</Fact>}
      <Rating rating={rating} />
      {customers && <Fact>{lines.customers(customers.count, customers.asOf)}</Fact>}
    </>
  )
}
