import interWoff2 from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"

/** The one self-hosted font file (its @font-face is in fonts.css); gatsby-ssr preloads this URL. */
export const fontUrl = interWoff2
