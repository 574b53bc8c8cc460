import type { ReactNode } from "react"
import styled from "@emotion/styled"
import { useMessages } from "../../hooks/use-messages"
import { useBusiness } from "../../hooks/use-business"
import { colors, fontSizes, mq, space } from "../../styles/theme"
import { Container } from "../common/container"
import { BuyCta } from "./buy-cta"
import { AvailabilityLine, ProofLines } from "./hero-facts"

const Wrapper = styled.div`
  padding-block: ${space.xl} 0;
`

/* minmax(0, …): the carousel's wide slide track must never widen its column. Top-aligned, not
   centred: the browser paints the text before the carousel's dots have streamed in, and a
   centred column moved 22 px when they arrived (a layout shift). */
const Grid = styled(Container)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.xl};
  align-items: start;
  ${mq.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`

const Title = styled.h1`
  margin: 0 0 ${space.md};
  font-size: ${fontSizes.display};
`

const Description = styled.p`
  margin: 0 0 ${space.lg};
  font-size: ${fontSizes.lg};
  color: ${colors.inkMuted};
`

export type HeroProps = { media: ReactNode }

/**
 * Title, description, the buy button and the owner's facts (content/business.yaml), beside the
 * product carousel. The buy button checks again in the browser that an offer still runs.
 */
export const Hero = ({ media }: HeroProps) => {
  const { hero } = useMessages("home")
  const business = useBusiness()
  return (
    <Wrapper>
      <Grid>
        <div>
          <AvailabilityLine business={business} />
          <Title>{hero.title}</Title>
          <Description>{hero.description}</Description>
          <BuyCta />
          <ProofLines business={business} />
        </div>
        {media}
      </Grid>
    </Wrapper>
  )
}
