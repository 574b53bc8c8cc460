import styled from "@emotion/styled"
import { keyframes } from "@emotion/react"
import { colors, radii } from "../../styles/theme"

const spin = keyframes`
  to { transform: rotate(360deg); }
`

const Ring = styled.span`
  display: block;
  width: 48px;
  height: 48px;
  border: 4px solid ${colors.accentSoft};
  border-top-color: ${colors.accent};
  border-radius: ${radii.pill};
  animation: ${spin} 0.9s linear infinite;
  &[data-paused] {
    animation-play-state: paused;
  }
`

export type SpinnerProps = {
  label: string
  /**
   * Holds the ring still, for a spinner whose loading has not begun. An infinite animation keeps
   * the compositor producing frames even where nobody sees it (off screen), on the cores the page's
   * own work needs (docs/decisions/demo-video-when-near.md).
   */
  paused?: boolean
}

/** A loading indicator announced to screen readers through a status region. */
export const Spinner = ({ label, paused = false }: SpinnerProps) => (
  <span role="status">
    <Ring aria-hidden="true" data-paused={paused ? "" : undefined} />
    <span className="visually-hidden">{label}</span>
  </span>
)
