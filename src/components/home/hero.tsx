import type { ReactNode } from "react"
import styled from "@emotion/styled"
import type { HomeCopy } from "../../data/copy"
import { useUiCopy } from "../../hooks/use-copy"
import { useLocale } from "../../hooks/use-locale"
import { listingUrlFor } from "../../data/site"
import { colors, fontSizes, fontWeights, mq, space } from "../../styles/theme"
import { Container } from "../common/container"
import { BuyButton } from "./buy-button"
import { Rating } from "./rating"
import { StaticIsland } from "../common/static-island"

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

const Availability = styled.p`
  margin: 0 0 ${space.md};
  color: ${colors.accent};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.bold};
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

const Trust = styled.p`
  margin: ${space.md} 0 0;
  font-weight: ${fontWeights.bold};
`

export type HeroProps = { copy: Pick<HomeCopy, "hero" | "ratingCopy">; media: ReactNode }

/** Title, description, the buy button and the two claim lines, beside the product carousel. */
export const Hero = ({ copy: { hero, ratingCopy }, media }: HeroProps) => {
  const { layoutCopy } = useUiCopy()
  return (
    <Wrapper>
      <Grid>
        <StaticIsland>
          <div>
            <Availability>{hero.availability}</Availability>
            <Title>{hero.title}</Title>
            <Description>{hero.description}</Description>
            <BuyButton
              href={listingUrlFor("hero", useLocale())}
              label={`${hero.ctaLong} ${layoutCopy.newTab}`}
              longText={hero.ctaLong}
              shortText={hero.ctaShort}
            />
            <Rating copy={ratingCopy} />
            <Trust>{hero.trust}</Trust>
          </div>
        </StaticIsland>
        {media}
      </Grid>
    </Wrapper>
  )
}
