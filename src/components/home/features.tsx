import styled from "@emotion/styled"
import { useMessages } from "../../hooks/use-messages"
import { colors, fontSizes, radii, shadows, space } from "../../styles/theme"
import { CardGrid } from "../common/card-grid"
import { Section } from "../common/section"
import { featureIcons } from "./feature-icons"

const Card = styled.li`
  padding: ${space.lg};
  border-radius: ${radii.md};
  background: ${colors.card};
  box-shadow: ${shadows.card};
`

const Icon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3rem;
  height: 3rem;
  border-radius: ${radii.pill};
  background: ${colors.accentSoft};
  color: ${colors.accent};
`

const Title = styled.h3`
  margin: ${space.md} 0 ${space.sm};
  font-size: ${fontSizes.lg};
`

const Text = styled.p`
  margin: 0;
  color: ${colors.inkMuted};
`

/** Six feature cards, one per entry in the features data module. */
export const Features = () => {
  const copy = useMessages("home")
  return (
    <Section id="features" heading={copy.featuresCopy.heading} intro={copy.featuresCopy.intro}>
      <CardGrid>
        {copy.features.map(({ icon, title, description }) => {
          const FeatureIcon = featureIcons[icon]
          return (
            <Card key={title}>
              <Icon aria-hidden="true">
                <FeatureIcon size={24} />
              </Icon>
              <Title>{title}</Title>
              <Text>{description}</Text>
            </Card>
          )
        })}
      </CardGrid>
    </Section>
  )
}
