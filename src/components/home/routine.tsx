import styled from "@emotion/styled"
import { useMessages } from "../../hooks/use-messages"
import { useBusiness } from "../../business/use-business"
import { colors, fontSizes, fontWeights, radii, shadows, space } from "../../styles/theme"
import { CardGrid } from "../common/card-grid"
import { Section } from "../common/section"
import { routineIcons } from "./feature-icons"
import { BuyCta } from "./buy-cta"
import { Rating } from "./rating"

const Step = styled.li<{ tone: string }>`
  padding: ${space.lg};
  border-top: 4px solid ${({ tone }) => tone};
  border-radius: ${radii.md};
  background: ${colors.card};
  box-shadow: ${shadows.card};
`

const Top = styled.div<{ tone: string }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  color: ${({ tone }) => tone};
`

const StepNumber = styled.span`
  font-size: ${fontSizes.xxl};
  font-weight: ${fontWeights.bold};
`

const Title = styled.h3`
  margin: ${space.sm} 0;
  font-size: ${fontSizes.lg};
`

const Tip = styled.p`
  margin: ${space.xl} auto 0;
  padding: ${space.md} ${space.lg};
  max-width: 40rem;
  border-radius: ${radii.md};
  background: ${colors.accentSoft};
  text-align: center;
  font-weight: ${fontWeights.bold};
`

/* The second buy button, centred under the tip, with the rating line under it. */
const Buy = styled.div`
  display: grid;
  justify-items: center;
  margin-top: ${space.xl};
  text-align: center;
`

const BuyLead = styled.p`
  margin: 0 0 ${space.md};
  font-size: ${fontSizes.lg};
  font-weight: ${fontWeights.bold};
`

/**
 * The four routine steps with number, icon, title, description and colour, the daily tip, then a
 * second buy button: a visitor who has read this far has what they need to decide.
 */
export const Routine = () => {
  const copy = useMessages("home")
  const { ratingAtBuild } = useBusiness()
  return (
    <Section id="routine" heading={copy.routineCopy.heading} intro={copy.routineCopy.intro}>
      <CardGrid as="ol" wideColumns={4}>
        {copy.routineSteps.map(({ number, icon, title, description, color }) => {
          const StepIcon = routineIcons[icon]
          const tone = colors.led[color]
          return (
            <Step key={number} tone={tone}>
              <Top tone={tone}>
                <StepNumber>{number}</StepNumber>
                <StepIcon size={28} />
              </Top>
              <Title>{title}</Title>
              <p>{description}</p>
            </Step>
          )
        })}
      </CardGrid>
      <Tip>{copy.routineCopy.tip}</Tip>
      <Buy>
        <BuyLead>{copy.routineCopy.buyLead}</BuyLead>
        <BuyCta placement="routine" />
        {ratingAtBuild && <Rating rating={ratingAtBuild} />}
      </Buy>
    </Section>
  )
}
