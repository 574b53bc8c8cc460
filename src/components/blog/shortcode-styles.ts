/** Styles the guidance shortcodes share, so their lists and notes match the article's own. */
import { colors, radii, space } from "../../styles/theme"

/** An article's own lists (the MDX ul and ol). */
export const proseListStyles = `
  margin: 0 0 ${space.md};
  padding-inline-start: ${space.lg};
  li {
    margin-block: ${space.sm};
    padding-inline-start: ${space.xs};
  }
  li::marker {
    color: ${colors.accent};
  }
`

/** The shortcodes' lists: an article's list, with bold markers (the routine's 01–04). */
export const shortcodeListStyles = `
  ${proseListStyles}
  li::marker {
    font-weight: 700;
  }
`

export const shortcodeNoteStyles = `
  margin: ${space.lg} 0;
  padding: ${space.md} ${space.lg};
  border-inline-start: 4px solid ${colors.accent};
  border-radius: 0 ${radii.sm} ${radii.sm} 0;
  background: ${colors.accentSoft};
`
