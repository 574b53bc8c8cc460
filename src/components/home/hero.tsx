import type { ReactNode } from "react"
import styled from "@emotion/styled"
import { useMessages } from "../../hooks/use-messages"
import { useBusiness } from "../../business/use-business"
import { sharedProofDate } from "../../business/proof-dates"
import { colors, fontSizes, fontWeights, mq, space } from "../../styles/theme"
import { Container } from "../common/container"
import { BuyCta } from "./buy-cta"
import { DatedNote, PriceTag, TrustFacts } from "./buy-facts"
import { Rating } from "./rating"

const Wrapper = styled.div`
  padding-block: ${space.md} 0;
  ${mq.lg} {
    padding-block: ${space.xl} 0;
  }
`

/*
 * One column on phones: what it is, the picture, then the rating, price and button, so all of them
 * are on the first screen. Two from 1024 px: the text and the buy block beside the carousel.
 * minmax(0, …): the carousel's wide slide track must never widen its column. Top-aligned, not
 * centred: the text paints before the carousel's dots stream in, and a centred column would move.
 */
const Grid = styled(Container)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: "intro" "media" "buy";
  column-gap: ${space.xl};
  row-gap: ${space.md};
  align-items: start;
  ${mq.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    grid-template-rows: auto 1fr;
    grid-template-areas: "intro media" "buy media";
  }
`

const Intro = styled.div`
  grid-area: intro;
`

/* A smaller picture on phones (the dots and caption keep the full width) leaves room for the
   rating, the price and the button on the first screen. */
const Media = styled.div`
  grid-area: media;
  --carousel-frame-max: 16rem;
  ${mq.md} {
    --carousel-frame-max: none;
  }
`

const Buy = styled.div`
  grid-area: buy;
`

const Eyebrow = styled.p`
  margin: 0 0 ${space.xs};
  color: ${colors.inkMuted};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.bold};
`

/* A long word (« électrostimulation ») may break on the smallest phones rather than widen the page. */
const Title = styled.h1`
  margin: 0;
  font-size: ${fontSizes.display};
  line-height: 1.1;
  letter-spacing: -0.02em;
  overflow-wrap: break-word;
  hyphens: auto;
`

const Description = styled.p`
  margin: ${space.md} 0 0;
  color: ${colors.inkMuted};
`

export type HeroProps = { media: ReactNode }

/**
 * What the device is, its picture, and everything a buyer decides on: the rating, the price, the
 * buy button, shipping, the guarantee and who sells it, all from the owner's register
 * (content/business.yaml). The buy button checks again in the browser that an offer still runs.
 */
export const Hero = ({ media }: HeroProps) => {
  const { hero } = useMessages("home")
  const business = useBusiness()
  const { priceAtBuild, ratingAtBuild, customers } = business
  const shared = sharedProofDate(priceAtBuild, ratingAtBuild, customers)
  return (
    <Wrapper>
      <Grid>
        <Intro>
          <Eyebrow>{hero.eyebrow}</Eyebrow>
          <Title>{hero.title}</Title>
        </Intro>
        <Media>{media}</Media>
        <Buy>
          {ratingAtBuild && <Rating rating={ratingAtBuild} dated={!shared} />}
          {priceAtBuild && <PriceTag price={priceAtBuild} dated={!shared} />}
          <BuyCta />
          <TrustFacts business={business} customersDated={!shared} />
          <DatedNote shared={shared} />
          <Description>{hero.description}</Description>
        </Buy>
      </Grid>
    </Wrapper>
  )
}
