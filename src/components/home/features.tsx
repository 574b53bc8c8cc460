import styled from "@emotion/styled"
import { Link } from "gatsby"
import { useMessages } from "../../hooks/use-messages"
import { colors, fontSizes, fontWeights, layout, radii, shadows, space } from "../../styles/theme"
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

/** A card's link to where the site says more: a tap target of its own, under the text. */
const More = styled.p`
  margin: ${space.sm} 0 0;
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${layout.tapTarget};
    font-weight: ${fontWeights.bold};
  }
`

/** Six feature cards, one per entry in the features data module, each with its link if it has one. */
export const Features = () => {
  const copy = useMessages("home")
  return (
    <Section id="features" heading={copy.featuresCopy.heading} intro={copy.featuresCopy.intro}>
      <CardGrid>
        {copy.features.map(({ icon, title, description, more }) => {
          const FeatureIcon = featureIcons[icon]
          return (
            <Card key={title}>
              <Icon aria-hidden="true">
                <FeatureIcon size={24} />
              </Icon>
              <Title>{title}</Title>
              <Text>{description}</Text>
              {more && (
                <More>
                  <Link to={more.to}>{more.text}</Link>
                </More>
              )}
            </Card>
          )
        })}
      </CardGrid>
    </Section>
  )
}
