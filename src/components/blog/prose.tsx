import styled from "@emotion/styled"
import { colors, fontSizes, layout } from "../../styles/theme"

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
`
