import styled from "@emotion/styled"
import { useMessages } from "../../hooks/use-messages"
import { shortcodeNoteStyles } from "./shortcode-styles"

const Note = styled.p(shortcodeNoteStyles)

/**
 * `<StudyCaveat />` in an article: goes right after any study summary, to say plainly that the
 * research used other equipment and never tested LumaSculpt (text in src/data/guidance.ts).
 */
export const StudyCaveat = () => {
  const { studyCaveat } = useMessages("guidance")
  return (
    <Note>
      <strong>{studyCaveat.label}</strong>
      {` ${studyCaveat.text}`}
    </Note>
  )
}
