import { Fragment } from "react"
import styled from "@emotion/styled"
import { safety, type SafetyGroup } from "../../data/guidance"
import { space } from "../../styles/theme"
import { shortcodeListStyles } from "./shortcode-styles"

const List = styled.ul(shortcodeListStyles)

const Lead = styled.p`
  margin: 0 0 ${space.sm};
`

const groups: readonly SafetyGroup[] = [safety.notForYou, safety.everySession]

/**
 * `<SafetyNotes />` in an article: the whole safety list, under a `##` heading the author writes
 * (text in src/data/guidance.ts, so every article and the home FAQ give the same advice).
 */
export const SafetyNotes = () => (
  <>
    {groups.map(({ intro, items }) => (
      <Fragment key={intro}>
        <Lead>{intro}</Lead>
        <List>
          {items.map(({ label, text }) => (
            <li key={label}>
              <strong>{label}</strong>
              {` ${text}`}
            </li>
          ))}
        </List>
      </Fragment>
    ))}
    <Lead>{safety.outro}</Lead>
  </>
)
