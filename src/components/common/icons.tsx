import type { ReactNode, SVGProps } from "react"

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children"> & {
  /** Width and height, in px or any CSS length; by default as tall as the text around it. */
  size?: number | string
}
export type Icon = (props: IconProps) => JSX.Element

/**
 * The site's icons: line drawings on a 24-unit grid, stroked in the text's colour. Every icon sits
 * beside or inside a labelled control or a heading, so it is hidden from assistive technology and
 * from the tab order.
 */
const lineIcon = (name: string, drawing: ReactNode): Icon => {
  const LineIcon = ({ size = "1em", ...props }: IconProps) => (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {drawing}
    </svg>
  )
  LineIcon.displayName = `${name}Icon`
  return LineIcon
}

export const ChevronDown = lineIcon("ChevronDown", <path d="M6 9l6 6 6-6" />)
export const ChevronLeft = lineIcon("ChevronLeft", <path d="M15 5l-7 7 7 7" />)
export const ChevronRight = lineIcon("ChevronRight", <path d="M9 5l7 7-7 7" />)
export const Play = lineIcon("Play", <path d="M7 4.5v15l12-7.5z" />)
export const Pause = lineIcon(
  "Pause",
  <>
    <rect x="6" y="5" width="4" height="14" rx="1" />
    <rect x="14" y="5" width="4" height="14" rx="1" />
  </>,
)

export const Sparkles = lineIcon(
  "Sparkles",
  <>
    <path d="M11 4l1.8 4.7L17.5 10.5l-4.7 1.8L11 17l-1.8-4.7L4.5 10.5l4.7-1.8z" />
    <path d="M19 15v5M16.5 17.5h5M5 2.5v3M3.5 4h3" />
  </>,
)
export const Waves = lineIcon(
  "Waves",
  <path d="M2 7c2.5 0 2.5-2 5-2s2.5 2 5 2 2.5-2 5-2 2.5 2 5 2M2 12c2.5 0 2.5-2 5-2s2.5 2 5 2 2.5-2 5-2 2.5 2 5 2M2 17c2.5 0 2.5-2 5-2s2.5 2 5 2 2.5-2 5-2 2.5 2 5 2" />,
)
export const Layers = lineIcon(
  "Layers",
  <path d="M12 3l9 4.5-9 4.5-9-4.5zM3 12l9 4.5 9-4.5M3 16.5L12 21l9-4.5" />,
)
/** A face seen from the front, its jaw drawn in. */
export const Face = lineIcon(
  "Face",
  <>
    <path d="M12 2.5c-4.2 0-7 3.2-7 7.6 0 3.4 1.3 6.4 3.4 8.6 1.1 1.2 2.3 2.8 3.6 2.8s2.5-1.6 3.6-2.8c2.1-2.2 3.4-5.2 3.4-8.6 0-4.4-2.8-7.6-7-7.6z" />
    <path d="M9 10h.01M15 10h.01M9.5 15c1.4 1.1 3.6 1.1 5 0" />
  </>,
)
export const Snowflake = lineIcon(
  "Snowflake",
  <>
    {[0, 60, 120].map((angle) => (
      <path
        key={angle}
        transform={`rotate(${angle} 12 12)`}
        d="M12 2v20M9.5 4.5L12 7l2.5-2.5M9.5 19.5L12 17l2.5 2.5"
      />
    ))}
  </>,
)
export const Bolt = lineIcon("Bolt", <path d="M13 2L4 14h7l-1 8 9-12h-7z" />)
export const Droplet = lineIcon(
  "Droplet",
  <path d="M12 2.5S5.5 9.5 5.5 14.5a6.5 6.5 0 0 0 13 0C18.5 9.5 12 2.5 12 2.5z" />,
)
export const Smile = lineIcon(
  "Smile",
  <>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M8.5 14.5c1.8 2 5.2 2 7 0M9 9.5h.01M15 9.5h.01" />
  </>,
)
export const Sun = lineIcon(
  "Sun",
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </>,
)

// The three networks' marks, drawn in the same line style as the rest.
export const Instagram = lineIcon(
  "Instagram",
  <>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17.25 6.75h.01" strokeWidth={2.5} />
  </>,
)
export const TikTok = lineIcon(
  "TikTok",
  <path d="M10.5 11a3.75 3.75 0 1 0 3.75 3.75V2.75c.45 2.7 2.55 4.75 5.25 5" />,
)
export const Pinterest = lineIcon(
  "Pinterest",
  <path d="M8 14.2c-.9-1.1-1.4-2.4-1.4-3.8 0-3.5 2.7-6.2 6.1-6.2 3.3 0 5.7 2.3 5.7 5.3 0 3.4-2 6.1-4.6 6.1-1.4 0-2.5-1-2.2-2.5l.9-3.9M11.4 13.4L9.3 21.5" />,
)
