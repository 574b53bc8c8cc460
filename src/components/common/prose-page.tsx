import styled from "@emotion/styled"
import { colors, fontSizes, fontWeights, layout, space } from "../../styles/theme"
import { Container } from "./container"

/** A page of running text at reading width (the privacy and guarantee pages). */
export const ProseArticle = styled(Container)`
  max-width: ${layout.readingWidth};
  padding-block: ${space.xl};
  h1 {
    margin: 0 0 ${space.md};
    font-size: ${fontSizes.display};
  }
  h2 {
    margin: ${space.xl} 0 ${space.sm};
    font-size: ${fontSizes.xl};
  }
  p,
  ul {
    margin: 0 0 ${space.md};
  }
`

export const ProseIntro = styled.p`
  font-size: ${fontSizes.lg};
  color: ${colors.inkMuted};
`

/** An email address as a link, large enough to tap. */
export const MailLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${layout.tapTarget};
  font-weight: ${fontWeights.bold};
  overflow-wrap: anywhere;
`
