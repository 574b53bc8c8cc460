import { brand } from "../../data/site"
import { colors, fontWeights, fonts } from "../../styles/theme"

export type LogoProps = { tone?: "dark" | "light"; height?: number }

/** The wordmark's drawing box (SVG user units): the mark on the left, the name beside it. */
const box = { width: 180, height: 40 }

/** Five short rays around the top of the LED head (centred at 0,-5), 12.5 to 16 units out. */
const rays = [-150, -120, -90, -60, -30].map((degrees) => {
  const angle = (degrees * Math.PI) / 180
  const at = (radius: number) => ({
    x: Math.round(Math.cos(angle) * radius * 100) / 100,
    y: Math.round((-5 + Math.sin(angle) * radius) * 100) / 100,
  })
  return { from: at(12.5), to: at(16), degrees }
})

/**
 * The wordmark, drawn inline: the brand mark (a round LED head on a short handle, with five rays;
 * the app icon in tools/media/generate-media.mjs draws the same mark) and the name.
 *
 * Inline rather than an <img> of an SVG file: the browser builds a whole separate document for
 * every SVG image, twice per page here (header and footer). textLength pins the name to the same
 * width in whatever font the visitor's system picks, so it never overflows its box. The link
 * around it carries the name for screen readers; the drawing itself is also labelled, for any
 * other use.
 *
 * The name stays text: drawn as a path it saved the SVG text pass, but the page's first text then
 * paid for the font lookups instead, and the page was no faster
 * (docs/decisions/system-font-two-weights-inline-logo.md).
 */
export const Logo = ({ tone = "dark", height = 32 }: LogoProps) => (
  <svg
    role="img"
    aria-label={brand.name}
    width={Math.round((box.width / box.height) * height)}
    height={height}
    viewBox={`0 0 ${box.width} ${box.height}`}
  >
    <g transform="translate(18 21)" fill={colors.brandMark} stroke={colors.brandMark}>
      <circle cy="-5" r="7.8" fill="none" strokeWidth="3.2" />
      <circle cy="-5" r="3.4" stroke="none" />
      <path d="M -3.6,3.6 L 3.6,3.6 L 3,15 A 3 3 0 0 1 -3,15 Z" stroke="none" />
      <g strokeWidth="2.6" strokeLinecap="round">
        {rays.map(({ from, to, degrees }) => (
          <line key={degrees} x1={from.x} y1={from.y} x2={to.x} y2={to.y} />
        ))}
      </g>
    </g>
    <text
      x="40"
      y="28.5"
      fontFamily={fonts.body}
      fontWeight={fontWeights.bold}
      fontSize="22"
      letterSpacing="-0.3"
      fill={tone === "dark" ? colors.ink : colors.onFooter}
      textLength="130"
      lengthAdjust="spacingAndGlyphs"
    >
      {brand.name}
    </text>
  </svg>
)
