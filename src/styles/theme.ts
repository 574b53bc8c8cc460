/** Design tokens: the only place colours, type, spacing and breakpoints are defined. */

import { renderWhenNearAttribute } from "./render-when-near"

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
 * and paid for Inter all the same: 48 KB fetched during load, twice the browser's font lookups in
 * the first layout, and a relayout of the whole page when the file arrived. See docs/performance.md.
 */
export const fonts = {
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
} as const

/**
 * The one weight the text uses besides the browser's normal (400): headings, strong and this.
 * Each weight and each size-and-weight pair of the system font costs a page its own font lookup,
 * on Linux a blocking call from the renderer to the browser process in the middle of a layout
 * (2.6-2.8 ms each on this host, more when the host is busy). With 600 and 800 beside 400 and 700,
 * a cold load of / made 4 weight and 13 size lookups, /blog/ 3 and 11; with 700 alone, 2 and 11,
 * 2 and 10. Keeping to these two weights is a convention; no test checks it.
 */
export const fontWeights = { bold: 700 } as const

/** Fluid type scale (rem), clamped between small phones and desktop. */
export const fontSizes = {
  sm: "0.875rem",
  base: "1rem",
  lg: "1.125rem",
  xl: "1.375rem",
  xxl: "clamp(1.5rem, 1.2rem + 1.5vw, 2.25rem)",
  display: "clamp(2rem, 1.4rem + 3vw, 3.5rem)",
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
  /**
   * The narrowest the header's targets get on phones, where 44 px ones do not all fit in its row:
   * its links below 360 px, its social icons as the row needs (WCAG 2.5.8 asks 24 px).
   */
  compactTapTarget: "32px",
} as const

/**
 * For blocks that start below the first screen: on the page a visit lands on, the browser skips
 * their style, layout and paint until they come near the viewport, and holds their place with the
 * estimated height until then (`auto` keeps the real height once they have been shown). A cold
 * mobile load then lays out the first screen and not the whole page. It also contains paint,
 * which would clip the shadows and focus rings of content at the block's edge: the clip margin
 * leaves room for the deepest shadow (shadows.raised reaches 44 px down).
 *
 * Only the page a visit lands on defers (renderWhenNearAttribute), and only until it goes idle:
 * after a link, back or forward, pages are laid out whole, so a return to a saved position lands
 * on real heights; held estimates above the spot would land it elsewhere. The cold load, where the
 * main thread is busiest, is where the deferral pays; once the page has hydrated, it renders the
 * blocks still waiting below the screen, a group per idle period
 * (src/lib/render-rest-when-idle.ts).
 *
 * The estimates are heights of the content box (padding comes on top), and they must not fall short
 * of the block's real height at any width; the block must be as tall under the containment it has
 * while deferred as without it (no margins collapsing through its edges). The browser test
 * `render-when-near.spec.ts` checks both for every deferred block of the home pages and articles at
 * four widths. When a visitor jumps (a Tab, the End key, a fling) before the page has gone idle,
 * the blocks around the spot render at once: one that shrinks is absorbed by scroll anchoring
 * (Chromium and Firefox; Safari has none), but one that grows pushes down what is on screen. Nor
 * may such a block end a page or come just before its footer: as it shrank, the page got shorter
 * than the spot jumped to, the browser pulled the scroll back, and what the visitor was about to
 * tap moved under their finger (the footer did this once). So the footer, the home page's last
 * section (the FAQ) and an article's last blocks render with the page.
 * `layout-shift.spec.ts` jumps to the end of every long page and checks that the screen stays put.
 *
 * `target` is the selector the rules apply to, `&` (the styled element) unless given. A group of
 * targets with different estimates takes renderWhenNear once for all and heldHeight for each kind.
 */
export const renderWhenNear = (
  estimatedHeight: string,
  estimatedHeightMd: string,
  target = "&",
) => `
  html[${renderWhenNearAttribute}] ${target} {
    content-visibility: auto;
    overflow-clip-margin: 3rem;
  }
  ${heldHeight(estimatedHeight, estimatedHeightMd, target)}
`

/** The height a block deferred by renderWhenNear holds until it renders, below md and from md. */
export const heldHeight = (estimatedHeight: string, estimatedHeightMd: string, target = "&") => `
  html[${renderWhenNearAttribute}] ${target} {
    contain-intrinsic-size: auto ${estimatedHeight};
    ${mq.md} {
      contain-intrinsic-size: auto ${estimatedHeightMd};
    }
  }
`

export const motion = {
  fast: "150ms",
  base: "250ms",
} as const
