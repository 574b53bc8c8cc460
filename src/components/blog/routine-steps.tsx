import styled from "@emotion/styled"
import { useMessages } from "../../hooks/use-messages"
import { space } from "../../styles/theme"
import { shortcodeListStyles, shortcodeNoteStyles } from "./shortcode-styles"

/** The list's own markers read 01–04, the home page's step numbers, so no number is doubled. */
const Steps = styled.ol`
  ${shortcodeListStyles}
  list-style-type: decimal-leading-zero;
  padding-inline-start: ${space.xl};
`

const Tip = styled.p(shortcodeNoteStyles)

const Paragraph = styled.p`
  margin: 0 0 ${space.md};
`

/**
 * `<RoutineSteps />` in an article: the four routine steps of the home page, the daily tip and
 * what to expect (text in src/data/guidance.ts and its French twin). The author writes the heading above it.
 */
export const RoutineSteps = () => {
  const { routine } = useMessages("guidance")
  return (
    <>
      <Steps>
        {routine.steps.map(({ number, title, description }) => (
          <li key={number}>
            <strong>{`${title}.`}</strong>
            {` ${description}`}
          </li>
        ))}
      </Steps>
      <Tip>{`${routine.tip} ${routine.pace}`}</Tip>
      <Paragraph>{routine.expectations}</Paragraph>
    </>
  )
}
