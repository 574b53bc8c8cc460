/**
 * The site's origin: Netlify sets `URL` at build time. Browser bundles only see GATSBY_* variables,
 * so src/node/on-create-webpack-config.ts writes this build's value into them. A module of its
 * own so that build code can read the origin without reading the listing's variables (./site.ts).
 */
const DEFAULT_SITE_URL = "https://lumasculpt.netlify.app"

const withoutTrailingSlash = (url: string): string => url.replace(/\/+$/, "")

export const siteUrl = withoutTrailingSlash(process.env.URL || DEFAULT_SITE_URL)
