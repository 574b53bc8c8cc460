import styled from "@emotion/styled"
import { colors, fontSizes, heldHeight, layout, renderWhenNear } from "../../styles/theme"

// The body's blocks from the seventh on render as they come near (renderWhenNear), except the last
// six: at least a tall desktop screen with what follows the body, where a jump to the end lands.
const deferred = ":nth-child(n + 7):not(:nth-last-child(-n + 6))"

// What each kind of block takes at most, below md (the narrowest phone, 320 px) and from md up
// (768 px, the column's width from there on), rounded up: measured in Chromium over every article
// of both editions (again on 2026-11-27, after the copy review: at 320 px the longest French
// paragraph reaches 1,071 px, the routine list 1,064 px and the safety lists 2,537 px; at 768 px a
// paragraph 441 px and the safety lists 993 px). Anything else holds the tallest, a list's.
const deferredBlocks = [
  renderWhenNear("2800px", "1100px", `& > ${deferred}`),
  heldHeight("1100px", "460px", `& > p${deferred}`),
  heldHeight("1100px", "480px", `& > ol${deferred}`),
  heldHeight("500px", "240px", `& > blockquote${deferred}`),
  heldHeight("180px", "150px", `& > h2${deferred}`),
  heldHeight("140px", "90px", `& > h3${deferred}`),
].join("")

/** The article body's column: about 70 characters a line, with room between lines. */
export const Prose = styled.div`
  max-width: ${layout.readingWidth};
  font-size: ${fontSizes.lg};
  line-height: 1.75;
  overflow-wrap: break-word;
  a {
    text-underline-offset: 0.15em;
  }
  strong {
    color: ${colors.ink};
  }
  ${deferredBlocks}
`
