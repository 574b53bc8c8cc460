import { useEffect, useRef, useState } from "react"
import styled from "@emotion/styled"
import { colors, motion, mq, shadows, space } from "../../styles/theme"
import { BuyCta } from "./buy-cta"

const Bar = styled.div`
  position: fixed;
  inset: auto 0 0 0;
  z-index: 10;
  padding: ${space.sm} ${space.md} calc(${space.sm} + env(safe-area-inset-bottom));
  border-top: 1px solid ${colors.border};
  background: ${colors.card};
  box-shadow: ${shadows.raised};
  transition:
    transform ${motion.base} ease-out,
    visibility ${motion.base};
  &[data-shown="false"] {
    transform: translateY(110%);
    visibility: hidden;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
  ${mq.md} {
    display: none;
  }
`

/**
 * On phones, a buy button within reach while the visitor scrolls the home page: it slides in while
 * no other buy button is on screen and out when one is. Fixed and moved by transform, it never
 * shifts the layout; hidden, it takes no focus. The global styles keep room for it under the
 * page's last line and under whatever the keyboard focuses (`data-buy-bar`, src/styles/global-css.ts).
 */
export const StickyBuyBar = () => {
  const bar = useRef<HTMLDivElement>(null)
  const [shown, setShown] = useState(false)
  useEffect(() => {
    if (typeof IntersectionObserver === "undefined") return undefined
    const others = [...document.querySelectorAll("[data-buy-button]")].filter(
      (button) => !bar.current?.contains(button),
    )
    const onScreen = new Set<Element>()
    const observer = new IntersectionObserver((entries) => {
      entries.forEach((entry) =>
        entry.isIntersecting ? onScreen.add(entry.target) : onScreen.delete(entry.target),
      )
      setShown(onScreen.size === 0)
    })
    others.forEach((button) => observer.observe(button))
    if (others.length === 0) setShown(true)
    return () => observer.disconnect()
  }, [])
  return (
    <Bar ref={bar} data-buy-bar="" data-shown={shown ? "true" : "false"}>
      <BuyCta placement="sticky" />
    </Bar>
  )
}
