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
`

export type SpinnerProps = { label: string }

/** A loading indicator announced to screen readers through a status region. */
export const Spinner = ({ label }: SpinnerProps) => (
  <span role="status">
    <Ring aria-hidden="true" />
    <span className="visually-hidden">{label}</span>
  </span>
)
