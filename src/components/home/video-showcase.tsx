import styled from "@emotion/styled"
import { useMessages } from "../../hooks/use-messages"
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
export const VideoShowcase = () => {
  const { videoCopy } = useMessages("home")
  return (
    <Section id="demo" heading={videoCopy.heading} intro={videoCopy.description}>
      <Grid>
        <DemoVideo />
        <LedModes />
      </Grid>
    </Section>
  )
}
