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

/**
 * The demo video beside the LED modes card. Its heading, description and name say "animation"
 * while the video is the drawn stand-in, and speak of footage once the owner's video replaces it.
 */
export const VideoShowcase = ({ standIn }: { standIn: boolean }) => {
  const { videoCopy } = useMessages("home")
  const words = standIn ? videoCopy.standIn : videoCopy.footage
  return (
    <Section id="demo" heading={words.heading} intro={words.description}>
      <Grid>
        <DemoVideo label={words.label} />
        <LedModes />
      </Grid>
    </Section>
  )
}
