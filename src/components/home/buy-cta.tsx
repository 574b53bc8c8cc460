import { useEffect, useState } from "react"
import styled from "@emotion/styled"
import { amazonPageIn, listingUrlFor } from "../../data/site"
import { useBusiness } from "../../business/use-business"
import { useMessages } from "../../hooks/use-messages"
import { businessLines } from "../../business/lines"
import { useLocale } from "../../hooks/use-locale"
import { isOfferLive } from "../../business/facts"
import type { ListingPlacement } from "../../lib/listing"
import { colors, fontSizes, fontWeights, space } from "../../styles/theme"
import { ExternalLink } from "../common/external-link"
import { NewTabHint } from "../common/new-tab-hint"
import { BuyButton } from "./buy-button"

const OfferLine = styled.p`
  margin: ${space.sm} 0 0;
  color: ${colors.accent};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.bold};
  a {
    color: inherit;
  }
`

export type BuyCtaProps = {
  /** Where the button sits, for Amazon Attribution. */
  placement?: ListingPlacement
}

/**
 * A buy button. While one of the register's offers runs, the button adds its label and the line
 * under it says what the offer is, its dates and its terms: the build decides for its HTML, and
 * once the page hydrates the visitor's day is checked again, so a deploy left standing after the
 * offer's last day stops saying it (a scheduled rebuild takes it out of the HTML the next morning).
 */
export const BuyCta = ({ placement = "hero" }: BuyCtaProps) => {
  const { offerAtBuild } = useBusiness()
  const [offer, setOffer] = useState(offerAtBuild)
  useEffect(() => {
    if (offer && !isOfferLive(offer)) setOffer(null)
  }, [offer])
  const locale = useLocale()
  const copy = useMessages("buy").businessCopy
  const { layoutCopy } = useMessages("ui")
  const lines = businessLines(copy, locale)
  const longText = offer ? lines.ctaOffer(offer) : copy.cta
  return (
    <>
      <BuyButton
        href={listingUrlFor(placement, locale)}
        label={`${longText} ${layoutCopy.newTab}`}
        longText={longText}
        shortText={copy.cta}
      />
      {offer && (
        <OfferLine>
          {`${lines.offer(offer)} `}
          <ExternalLink href={amazonPageIn(offer.termsUrl, locale)}>
            {copy.offerTerms}
            <NewTabHint />
          </ExternalLink>
        </OfferLine>
      )}
    </>
  )
}
