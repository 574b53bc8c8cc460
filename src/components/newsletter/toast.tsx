import styled from "@emotion/styled"
import { keyframes } from "@emotion/react"
import { toastSettings } from "../../data/site"
import type { ToastItem } from "../../hooks/use-toast"
import { colors, fontSizes, fontWeights, motion, radii, shadows, space } from "../../styles/theme"

const enter = keyframes`
  from { opacity: 0; transform: translateY(${space.md}); }
  to { opacity: 1; transform: none; }
`

const exit = keyframes`
  from { opacity: 1; transform: none; }
  to { opacity: 0; transform: translateY(${space.md}); }
`

/** Fixed to the bottom of the viewport; lets clicks through wherever no toast is showing. */
const Region = styled.div`
  position: fixed;
  inset: auto ${space.md} ${space.md} ${space.md};
  z-index: 20;
  display: grid;
  justify-items: center;
  gap: ${space.sm};
  pointer-events: none;
`

const Card = styled.p`
  max-width: 28rem;
  margin: 0;
  padding: ${space.md} ${space.lg};
  border-radius: ${radii.md};
  background: ${colors.success};
  color: ${colors.onAccent};
  font-size: ${fontSizes.base};
  font-weight: ${fontWeights.bold};
  box-shadow: ${shadows.raised};
  pointer-events: auto;
  animation: ${enter} ${motion.base} ease-out both;
  &[data-phase="exiting"] {
    animation: ${exit} ${toastSettings.exitMs}ms ease-in both;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    &[data-phase="exiting"] {
      animation: none;
      opacity: 0;
    }
  }
`

export type ToastRegionProps = { toasts: readonly ToastItem[] }

/**
 * A polite live region that is always in the DOM, even when empty, so screen readers are already
 * listening when a message is added and announce it.
 */
export const ToastRegion = ({ toasts }: ToastRegionProps) => (
  <Region role="status" aria-live="polite" aria-atomic="true">
    {toasts.map((toast) => (
      <Card key={toast.id} data-phase={toast.phase}>
        {toast.message}
      </Card>
    ))}
  </Region>
)
