import type { ReactNode } from "react"
import styled from "@emotion/styled"
import { colors, fontSizes, renderWhenNear, space } from "../../styles/theme"
import { Container } from "./container"

// Every home section starts below the first screen of a phone (the hero fills it).
const Wrapper = styled.section`
  padding-block: ${space.xxl} 0;
`

// The feature, routine and demo sections: their content takes up to 2,331 px on phones and 1,081 px
// from md up (the French edition at 320 and 768 px, Chromium, 2026-11-27), and the estimate errs
// high (see renderWhenNear).
// The demo section starts inside the margin where Chromium renders such a block at once (150% of
// the screen's height below it) on every phone, yet stays deferred: its layout then comes in a pass
// of its own, and Lighthouse's TBT for the home page was higher without it (docs/performance.md).
const WrapperRenderedWhenNear = styled(Wrapper)`
  ${renderWhenNear("2400px", "1100px")}
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
   * False to render the section with the page instead of when it comes near: the page's last
   * section must, since it is where a jump to the end lands (see renderWhenNear).
   */
  rendersWhenNear?: boolean
  children: ReactNode
}

/** A home page section: an h2 (which also labels the region) and an optional intro line. */
export const Section = ({ id, heading, intro, rendersWhenNear = true, children }: SectionProps) => {
  const Outer = rendersWhenNear ? WrapperRenderedWhenNear : Wrapper
  return (
    <Outer aria-labelledby={`${id}-heading`}>
      <Container>
        <Heading id={`${id}-heading`}>{heading}</Heading>
        {intro && <Intro>{intro}</Intro>}
        {children}
      </Container>
    </Outer>
  )
}
