import type { ReactNode } from "react"
import styled from "@emotion/styled"
import { colors, fontSizes, renderWhenNear, space } from "../../styles/theme"
import { Container } from "./container"

/** Content heights a section holds until it renders (renderWhenNear): on phones, and from md up. */
export type SectionEstimate = { phone: string; md: string }

// The feature, routine and demo sections: their content takes up to 2,181 px on phones and 1,026 px
// from md up (the French edition at 320 and 768 px, Chromium), and the estimate errs high (see
// renderWhenNear).
const typicalEstimate: SectionEstimate = { phone: "2200px", md: "1050px" }

// Every home section starts below the first screen of a phone (the hero fills it).
const Wrapper = styled.section<{ estimate: SectionEstimate | null }>`
  padding-block: ${space.xxl} 0;
  ${({ estimate }) => estimate && renderWhenNear(estimate.phone, estimate.md)}
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
  /**
   * What the section holds until it renders, or null to render it at once: the page's last
   * section must, since it is where a jump to the end lands (see renderWhenNear).
   */
  estimate?: SectionEstimate | null
  children: ReactNode
}

/** A home page section: an h2 (which also labels the region) and an optional intro line. */
export const Section = ({
  id,
  heading,
  intro,
  estimate = typicalEstimate,
  children,
}: SectionProps) => (
  <Wrapper aria-labelledby={`${id}-heading`} estimate={estimate}>
    <Container>
      <Heading id={`${id}-heading`}>{heading}</Heading>
      {intro && <Intro>{intro}</Intro>}
      {children}
    </Container>
  </Wrapper>
)
