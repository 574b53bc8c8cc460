import { Fragment } from "react"
import styled from "@emotion/styled"
import { useLocale } from "../../hooks/use-locale"
import { useMessages } from "../../hooks/use-messages"
import { safetyNotesIds } from "../../data/routes"
import { space } from "../../styles/theme"
import { shortcodeListStyles } from "./shortcode-styles"

const List = styled.ul(shortcodeListStyles)

const Lead = styled.p`
  margin: 0 0 ${space.sm};
`

/**
 * `<SafetyNotes />` in an article: the whole safety list, under a `##` heading the author writes
 * (text in src/data/guidance.ts, so every article and the home FAQ give the same advice).
 */
export const SafetyNotes = () => {
  const { safety } = useMessages("guidance")
  const anchor = safetyNotesIds[useLocale()]
  // No wrapper: each paragraph and list stays a block of the article body of its own (Prose).
  // The first one carries the anchor the home page's FAQ links to.
  return (
    <>
      {[safety.notForYou, safety.askFirst, safety.everySession, safety.whenToStop].map(
        ({ intro, items }, index) => (
          <Fragment key={intro}>
            <Lead id={index === 0 ? anchor : undefined}>{intro}</Lead>
            <List>
              {items.map(({ label, text }) => (
                <li key={label}>
                  <strong>{label}</strong>
                  {` ${text}`}
                </li>
              ))}
            </List>
          </Fragment>
        ),
      )}
      <Lead>{safety.outro}</Lead>
    </>
  )
}
