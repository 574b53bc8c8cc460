import styled from "@emotion/styled"
import { ChevronDown } from "../common/icons"
import { Link } from "gatsby"
import { useMessages } from "../../hooks/use-messages"
import type { FaqItem } from "../../data/home"
import { colors, fontWeights, layout, radii, shadows, space } from "../../styles/theme"
import { Section } from "../common/section"
import { ListingLink } from "../common/listing-link"

/**
 * The `name` that groups the items: the browser keeps at most one of them open (older browsers:
 * src/lib/exclusive-details.ts, installed by the home page).
 */
const groupName = "faq"

const List = styled.div`
  max-width: 48rem;
  margin-inline: auto;
  border-radius: ${radii.md};
  background: ${colors.card};
  box-shadow: ${shadows.card};
`

const Item = styled.details`
  & + & {
    border-top: 1px solid ${colors.border};
  }
`

const Question = styled.summary`
  display: flex;
  min-height: ${layout.tapTarget};
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
  padding: ${space.md} ${space.lg};
  color: ${colors.ink};
  font-weight: ${fontWeights.bold};
  list-style: none;
  cursor: pointer;
  &::-webkit-details-marker {
    display: none;
  }
  svg {
    flex: none;
    transition: transform 200ms;
  }
  [open] > & svg {
    transform: rotate(180deg);
  }
`

const Answer = styled.div`
  padding: 0 ${space.lg} ${space.md};
  color: ${colors.inkMuted};
  p,
  ul {
    margin: 0;
  }
  ul {
    display: grid;
    gap: ${space.xs};
    padding-inline-start: ${space.lg};
  }
  & > * + * {
    margin-top: ${space.sm};
  }
`

const More = styled.p`
  margin: ${space.xl} 0 0;
  text-align: center;
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${layout.tapTarget};
    font-weight: ${fontWeights.bold};
  }
`

/**
 * Disclosure widgets (<details>/<summary>) sharing one `name`: one answer open at a time, and an
 * open one closes when its question is activated again. The browser does both natively, with or
 * without JavaScript, and announces each question as an expandable button. Nothing here needs
 * React in the browser, and the same rule holds before the page has hydrated.
 */

/** The questions and answers as the page shows them, with the register's shipping answer. */
export type FaqProps = { items: readonly FaqItem[] }

export const Faq = ({ items }: FaqProps) => {
  const copy = useMessages("home")
  return (
    <Section id="faq" heading={copy.faqCopy.heading}>
      <List>
        {items.map((item) => (
          <Item key={item.question} name={groupName}>
            <Question>
              {item.question}
              <ChevronDown size={20} />
            </Question>
            <Answer>
              <p>{item.answer}</p>
              {item.points && (
                <ul>
                  {item.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              )}
              {item.more && (
                <p>
                  <Link to={item.more.to}>{item.more.text}</Link>
                </p>
              )}
            </Answer>
          </Item>
        ))}
      </List>
      <More>
        <ListingLink placement="faq">{copy.faqCopy.productLink}</ListingLink>
      </More>
    </Section>
  )
}
