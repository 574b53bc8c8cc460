import styled from "@emotion/styled"
import {
  colors,
  fontSizes,
  fontWeights,
  layout,
  mq,
  radii,
  shadows,
  space,
} from "../../styles/theme"
import { ExternalLink } from "../common/external-link"

/* Full width on phones, where a thumb reaches for it; from 480 px a wide pill beside the text. */
const Button = styled(ExternalLink)`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${space.sm};
  width: 100%;
  min-height: ${layout.buyButtonHeight};
  padding: ${space.sm} ${space.lg};
  border-radius: ${radii.pill};
  background: ${colors.accent};
  color: ${colors.onAccent};
  font-size: ${fontSizes.lg};
  font-weight: ${fontWeights.bold};
  text-decoration: none;
  box-shadow: ${shadows.card};
  &:hover {
    background: ${colors.accentHover};
  }
  ${mq.sm} {
    display: inline-flex;
    width: auto;
    min-width: 20rem;
  }
`

const Long = styled.span`
  display: none;
  ${mq.sm} {
    display: inline;
  }
`

const Short = styled.span`
  ${mq.sm} {
    display: none;
  }
`

export type BuyButtonProps = {
  href: string
  /** One accessible name at every width, whichever text is visible. */
  label: string
  longText: string
  shortText: string
}

/**
 * The marketplace call to action: full text from 480 px up, the short text on small phones. Text
 * only: Amazon's trademark rules allow its logo only in the badges Amazon supplies.
 */
export const BuyButton = ({ href, label, longText, shortText }: BuyButtonProps) => (
  <Button href={href} aria-label={label} data-buy-button="">
    <Long>{longText}</Long>
    <Short>{shortText}</Short>
    <span aria-hidden="true">↗</span>
  </Button>
)
