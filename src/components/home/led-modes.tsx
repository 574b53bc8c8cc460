import styled from "@emotion/styled"
import { Link } from "gatsby"
import { useMessages } from "../../hooks/use-messages"
import { colors, fontSizes, radii, shadows, space } from "../../styles/theme"

const Card = styled.div`
  padding: ${space.lg};
  border-radius: ${radii.lg};
  background: ${colors.card};
  box-shadow: ${shadows.card};
`

const Heading = styled.h3`
  margin: 0 0 ${space.sm};
  font-size: ${fontSizes.xl};
`

const List = styled.ul`
  display: grid;
  gap: ${space.md};
  margin: ${space.lg} 0 0;
  padding: 0;
  list-style: none;
`

const Mode = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${space.md};
  align-items: start;
`

const Swatch = styled.span<{ tone: string }>`
  width: 1.5rem;
  height: 1.5rem;
  margin-top: 0.1rem;
  border-radius: ${radii.pill};
  background: ${({ tone }) => tone};
  box-shadow: 0 0 12px ${({ tone }) => tone};
`

const Name = styled.strong`
  display: block;
`

/** The card describing the four LED modes; a mode's caution links to the safety notes. */
export const LedModes = () => {
  const copy = useMessages("home")
  return (
    <Card>
      <Heading>{copy.ledModesCopy.heading}</Heading>
      <p>{copy.ledModesCopy.intro}</p>
      <List>
        {copy.ledModes.map((mode) => (
          <Mode key={mode.color}>
            <Swatch tone={colors.led[mode.color]} aria-hidden="true" />
            <span>
              <Name>{mode.name}</Name>
              {mode.benefit}
              {mode.caution && (
                <>
                  {` ${mode.caution.before} `}
                  <Link to={mode.caution.to}>{mode.caution.text}</Link>.
                </>
              )}
            </span>
          </Mode>
        ))}
      </List>
    </Card>
  )
}
