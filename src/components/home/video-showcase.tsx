import styled from "@emotion/styled"
import type { HomeCopy } from "../../data/copy"
import { mq, space } from "../../styles/theme"
import { Section } from "../common/section"
import { DemoVideo } from "./demo-video"
import { LedModes } from "./led-modes"

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.xl};
  align-items: center;
  ${mq.md} {
    grid-template-columns: minmax(0, 340px) minmax(0, 1fr);
  }
`

/** The demo video beside the LED modes card. */
export type VideoShowcaseProps = { copy: HomeCopy }

export const VideoShowcase = ({ copy }: VideoShowcaseProps) => (
  <Section id="demo" heading={copy.videoCopy.heading} intro={copy.videoCopy.description}>
    <Grid>
      <DemoVideo copy={copy.videoCopy} />
      <LedModes copy={copy} />
    </Grid>
  </Section>
)
