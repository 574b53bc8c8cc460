import styled from "@emotion/styled"
import { layout, space } from "../../styles/theme"

/** Centres content at the site's maximum width with side padding on small screens. */
export const Container = styled.div`
  width: 100%;
  max-width: ${layout.maxWidth};
  margin-inline: auto;
  padding-inline: ${space.md};
`
