import { useEffect, useState } from "react"
import styled from "@emotion/styled"
import { listingUrlFor } from "../../data/site"
import { useMessages } from "../../hooks/use-messages"
import { businessLines } from "../../lib/business-lines"
import { useLocale } from "../../hooks/use-locale"
import { isOfferLive, type Business } from "../../lib/business"
import { colors, fontSizes, fontWeights, space } from "../../styles/theme"
import { BuyButton } from "./buy-button"

const OfferLine = styled.p`
  margin: ${space.sm} 0 0;
  color: ${colors.accent};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.bold};
`

export type BuyCtaProps = {
  offer: Business["offer"]
  /** Whether the offer ran on the build's day: the server HTML, and the first browser render. */
  liveAtBuild: boolean
}

/**
 * The hero's buy button. "Limited Time Offer" shows only while the register's offer runs: the
 * build decides for its HTML, and once the page hydrates it checks the visitor's day again, so a
 * deploy left standing after the offer's last day stops saying it.
 */
export const BuyCta = ({ offer, liveAtBuild }: BuyCtaProps) => {
  const [live, setLive] = useState(liveAtBuild)
  useEffect(() => {
    if (live && !isOfferLive(offer)) setLive(false)
  }, [live, offer])
  const locale = useLocale()
  const copy = useMessages("home").businessCopy
  const { layoutCopy } = useMessages("ui")
  const lines = businessLines(copy, locale)
  const longText = live && offer ? lines.ctaOffer(offer.label[locale]) : copy.cta
  return (
    <>
      <BuyButton
        href={listingUrlFor("hero", locale)}
        label={`${longText} ${layoutCopy.newTab}`}
        longText={longText}
        shortText={copy.cta}
      />
      {live && offer && <OfferLine>{lines.offer(offer.label[locale], offer.endsOn)}</OfferLine>}
    </>
  )
}
