/** Design tokens: the only place colours, type, spacing and breakpoints are defined. */

export const colors = {
  ink: "#1a1020",
  inkMuted: "#4a3d52",
  surface: "#fff8f5",
  surfaceAlt: "#fbeee9",
  card: "#ffffff",
  border: "#ead9d3",
  accent: "#c2185b",
  accentHover: "#9c1148",
  accentSoft: "#fde4ec",
  /** The brand mark's rose, in the logo and the app icon. */
  brandMark: "#e0245e",
  onAccent: "#ffffff",
  focus: "#1565c0",
  footer: "#1a1020",
  onFooter: "#f6e9ee",
  success: "#1b5e20",
  danger: "#b3261e",
  star: "#b45309",
  led: {
    blue: "#1e63d6",
    green: "#1f8a4c",
    orange: "#c25a00",
    red: "#c62828",
  },
} as const

/**
 * The system's own UI font (Roboto on Android, San Francisco on Apple devices, Segoe UI on
 * Windows); the names after system-ui are for browsers that predate it. No web font: with Inter
 * self-hosted, a first visit painted in this stack anyway (font-display: optional, not preloaded)
 * and paid for Inter all the same: a download during load, more font lookups in the first layout,
 * and a relayout of the whole page when the file arrived. See
 * docs/decisions/system-font-two-weights-inline-logo.md.
 */
export const fonts = {
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
} as const

/**
 * The one weight the text uses besides the browser's normal (400): headings, strong and this.
 * Each weight and each size-and-weight pair of the system font costs a page its own font lookup,
 * on Linux a blocking call from the renderer to the browser process in the middle of a layout
 * (counts in docs/decisions/system-font-two-weights-inline-logo.md). Keeping to these two weights
 * is a convention; no test checks it.
 */
export const fontWeights = { bold: 700 } as const

/** Fluid type scale (rem), clamped between small phones and desktop. */
export const fontSizes = {
  sm: "0.875rem",
  base: "1rem",
  lg: "1.125rem",
  xl: "1.375rem",
  xxl: "clamp(1.5rem, 1.2rem + 1.5vw, 2.25rem)",
  display: "clamp(2rem, 1.45rem + 2.2vw, 3rem)",
} as const

export const space = {
  xs: "0.25rem",
  sm: "0.5rem",
  md: "1rem",
  lg: "1.5rem",
  xl: "2.5rem",
  xxl: "4rem",
} as const

export const radii = { sm: "8px", md: "16px", lg: "24px", pill: "999px" } as const

export const shadows = {
  card: "0 8px 24px rgba(26, 16, 32, 0.08)",
  raised: "0 12px 32px rgba(26, 16, 32, 0.16)",
} as const

export const breakpoints = { xs: 360, sm: 480, md: 768, lg: 1024, xl: 1280 } as const

/** `mq.md` → a min-width media query for use inside styled templates. */
export const mq = Object.fromEntries(
  Object.entries(breakpoints).map(([key, px]) => [key, `@media (min-width: ${px}px)`]),
) as Record<keyof typeof breakpoints, string>

export const layout = {
  maxWidth: "72rem",
  readingWidth: "70ch",
  headerHeight: "4rem",
  tapTarget: "44px",
  /** The buy button's height: larger than other targets, it is the page's one main action. */
  buyButtonHeight: "52px",
  /** The room the phone's buy bar takes at the bottom of the screen (its button and padding). */
  buyBarRoom: "4.5rem",
  /**
   * The narrowest the header's targets get on phones, where 44 px ones do not all fit in its row:
   * its links below 360 px, its social icons as the row needs (WCAG 2.5.8 asks 24 px).
   */
  compactTapTarget: "32px",
} as const

export const motion = {
  fast: "150ms",
  base: "250ms",
} as const
