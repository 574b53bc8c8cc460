import styled from "@emotion/styled"
import { colors, fontSizes, fontWeights, layout, radii, space } from "../../styles/theme"

export const Field = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
`

/** Side by side where there is room, stacked on the narrowest phones. */
export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
`

export const Input = styled.input`
  flex: 1 1 14rem;
  min-width: 0;
  min-height: ${layout.tapTarget};
  padding: ${space.sm} ${space.md};
  border: 1px solid ${colors.inkMuted};
  border-radius: ${radii.pill};
  background: ${colors.card};
  color: ${colors.ink};
  font: inherit;
  &::placeholder {
    color: ${colors.inkMuted};
  }
  &[aria-invalid="true"] {
    border: 2px solid ${colors.danger};
  }
  &[readonly] {
    background: ${colors.surfaceAlt};
  }
`

export const SubmitButton = styled.button`
  flex: 0 0 auto;
  min-height: ${layout.tapTarget};
  min-width: ${layout.tapTarget};
  padding: ${space.sm} ${space.lg};
  border: 0;
  border-radius: ${radii.pill};
  background: ${colors.accent};
  color: ${colors.onAccent};
  font-weight: ${fontWeights.bold};
  cursor: pointer;
  &:hover {
    background: ${colors.accentHover};
  }
  &[aria-disabled="true"] {
    background: ${colors.accentHover};
    cursor: progress;
  }
`

export const Feedback = styled.div`
  color: ${colors.danger};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.bold};
  /* The region itself stays displayed (hidden live regions are not reliably announced); only a
     message takes up room. */
  & > * {
    display: block;
    margin-top: ${space.sm};
  }
`
