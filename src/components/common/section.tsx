import type { ReactNode } from "react"
import styled from "@emotion/styled"
import { colors, fontSizes, space } from "../../styles/theme"
import { Container } from "./container"

// Every home section starts below the first screen of a phone (the hero fills it).
const Wrapper = styled.section`
  padding-block: ${space.xxl} 0;
`

const Heading = styled.h2`
  margin: 0 0 ${space.sm};
  font-size: ${fontSizes.xxl};
  text-align: center;
`

const Intro = styled.p`
  max-width: 40rem;
  margin: 0 auto ${space.xl};
  color: ${colors.inkMuted};
  text-align: center;
`

export type SectionProps = {
  id: string
  heading: string
  intro?: string
  children: ReactNode
}

/** A home page section: an h2 (which also labels the region) and an optional intro line. */
export const Section = ({ id, heading, intro, children }: SectionProps) => (
  <Wrapper aria-labelledby={`${id}-heading`}>
    <Container>
      <Heading id={`${id}-heading`}>{heading}</Heading>
      {intro && <Intro>{intro}</Intro>}
      {children}
    </Container>
  </Wrapper>
)
