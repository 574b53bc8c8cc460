/** Styles the guidance shortcodes share, so their lists and notes match the article's own. */
import { colors, fontWeights, radii, space } from "../../styles/theme"

/**
 * An article's own lists (the MDX ul and ol). The first item has no top margin and the last no
 * bottom margin: around the list, the gaps stay those of its and its neighbours' margins.
 */
export const proseListStyles = `
  margin: 0 0 ${space.md};
  padding-inline-start: ${space.lg};
  li {
    margin-block: ${space.sm};
    padding-inline-start: ${space.xs};
  }
  & > li:first-child {
    margin-block-start: 0;
  }
  & > li:last-child {
    margin-block-end: 0;
  }
  li::marker {
    color: ${colors.accent};
  }
`

/** The shortcodes' lists: an article's list, with bold markers (the routine's 01–04). */
export const shortcodeListStyles = `
  ${proseListStyles}
  li::marker {
    font-weight: ${fontWeights.bold};
  }
`

export const shortcodeNoteStyles = `
  margin: ${space.lg} 0;
  padding: ${space.md} ${space.lg};
  border-inline-start: 4px solid ${colors.accent};
  border-radius: 0 ${radii.sm} ${radii.sm} 0;
  background: ${colors.accentSoft};
`
