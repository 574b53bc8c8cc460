import styled from "@emotion/styled"
import { FiChevronDown } from "react-icons/fi"
import { faqCopy, faqItems } from "../../data/home"
import { useAccordion } from "../../hooks/use-accordion"
import { colors, fontSizes, layout, radii, shadows, space } from "../../styles/theme"
import { Section } from "../common/section"
import { ListingLink } from "../common/listing-link"

const List = styled.div`
  max-width: 48rem;
  margin-inline: auto;
  border-radius: ${radii.md};
  background: ${colors.card};
  box-shadow: ${shadows.card};
`

const Item = styled.div`
  & + & {
    border-top: 1px solid ${colors.border};
  }
`

const Question = styled.h3`
  margin: 0;
  font-size: ${fontSizes.base};
`

const Trigger = styled.button`
  display: flex;
  width: 100%;
  min-height: ${layout.tapTarget};
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
  padding: ${space.md} ${space.lg};
  border: 0;
  background: none;
  color: ${colors.ink};
  font-weight: 700;
  text-align: start;
  cursor: pointer;
  svg {
    flex: none;
    transition: transform 200ms;
  }
  &[aria-expanded="true"] svg {
    transform: rotate(180deg);
  }
`

const Answer = styled.div`
  padding: 0 ${space.lg} ${space.md};
  color: ${colors.inkMuted};
  p {
    margin: 0;
  }
`

const More = styled.p`
  margin: ${space.xl} 0 0;
  text-align: center;
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${layout.tapTarget};
    font-weight: 700;
  }
`

/** WAI-ARIA accordion: a button in each heading controls its answer; one open at a time. */
export const Faq = () => {
  const accordion = useAccordion()
  return (
    <Section id="faq" heading={faqCopy.heading}>
      <List>
        {faqItems.map((item, index) => {
          const open = accordion.isOpen(index)
          const buttonId = `faq-question-${index + 1}`
          const panelId = `faq-answer-${index + 1}`
          return (
            <Item key={item.question}>
              <Question>
                <Trigger
                  type="button"
                  id={buttonId}
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => accordion.toggle(index)}
                >
                  {item.question}
                  <FiChevronDown aria-hidden="true" size={20} />
                </Trigger>
              </Question>
              <Answer id={panelId} role="region" aria-labelledby={buttonId} hidden={!open}>
                <p>{item.answer}</p>
              </Answer>
            </Item>
          )
        })}
      </List>
      <More>
        <ListingLink>{faqCopy.productLink}</ListingLink>
      </More>
    </Section>
  )
}
