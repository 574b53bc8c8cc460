/**
 * The site's security headers and the Netlify `_headers` file that carries them.
 *
 * Gatsby puts inline scripts in every page, so the Content-Security-Policy allows them by hash (no
 * 'unsafe-inline' for scripts). The hashes are only known after a build, which is why the policy is
 * written to public/_headers by the post-build step rather than kept in netlify.toml.
 *
 * One policy for `/*` carries the union of every page's hashes, rather than a policy per page:
 * Netlify matches headers by request path and joins every matching rule, so per-page policies
 * would still need a catch-all for 404s and `/blog/*` misses, and the browser would then enforce
 * both. The union is small (most inline scripts are shared; `window.pagePath` differs per page)
 * and it only ever allows scripts this build wrote.
 */
import { createHash } from "crypto"
import { promises as fs } from "fs"
import path from "path"
import { contentSecurityPolicy as buildPolicy } from "./content-security-policy"

/** HTML and the JSON that changes with every build: always revalidate. */
export const HTML_CACHE_CONTROL = "public, max-age=0, must-revalidate"

/** The `type` values (HTML spec: JavaScript MIME type essences, and `module`) that execute. */
const EXECUTABLE_TYPES: ReadonlySet<string> = new Set([
  "",
  "module",
  "application/ecmascript",
  "application/javascript",
  "application/x-ecmascript",
  "application/x-javascript",
  "text/ecmascript",
  "text/javascript",
  "text/javascript1.0",
  "text/javascript1.1",
  "text/javascript1.2",
  "text/javascript1.3",
  "text/javascript1.4",
  "text/javascript1.5",
  "text/jscript",
  "text/livescript",
  "text/x-ecmascript",
  "text/x-javascript",
])

// Quoted attribute values may contain ">", so the end of the start tag skips over them.
const SCRIPT_PATTERN = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi
const ATTRIBUTE_PATTERN = /([^\s"'=<>`/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g

// Attribute names are case-insensitive in HTML; a bare attribute has the empty string as value.
const parseAttributes = (source: string): Map<string, string> =>
  new Map(
    Array.from(source.matchAll(ATTRIBUTE_PATTERN), ([, name, double, single, bare]) => [
      name.toLowerCase(),
      double ?? single ?? bare ?? "",
    ]),
  )

// The browser decides by the `type` (or legacy `language`) attribute whether a script block runs.
const scriptType = (attributes: ReadonlyMap<string, string>): string => {
  const type = attributes.get("type")
  const language = attributes.get("language")
  if (type === undefined && language) return `text/${language}`.toLowerCase()
  return (type ?? "").trim().toLowerCase()
}

// CSP only governs inline code that executes: `src` scripts load by URL, JSON-LD is data.
const isExecutableInline = (attributes: ReadonlyMap<string, string>): boolean =>
  !attributes.has("src") && EXECUTABLE_TYPES.has(scriptType(attributes))

// The browser hashes the text after the HTML parser turned CRLF and lone CR into LF.
const sha256Source = (text: string): string =>
  `'sha256-${createHash("sha256").update(text.replace(/\r\n?/g, "\n"), "utf8").digest("base64")}'`

/** CSP hash sources (`'sha256-…'`) of every executable inline `<script>` in the HTML, once each. */
export const inlineScriptHashes = (html: string): string[] => {
  const hashes = Array.from(html.matchAll(SCRIPT_PATTERN))
    .filter(([, attributes]) => isExecutableInline(parseAttributes(attributes)))
    .map(([, , text]) => sha256Source(text))
  return [...new Set(hashes)]
}

/** The site's Content-Security-Policy: everything from this origin, inline scripts by hash only. */
export const contentSecurityPolicy = (scriptHashes: readonly string[]): string =>
  buildPolicy({
    // Sorted so the same build always writes the same header.
    "script-src": ["'self'", ...[...new Set(scriptHashes)].sort()],
    // Emotion injects <style> elements at runtime, which hashes cannot cover. The site has no
    // stylesheet file (a build test keeps it so), so none may load, even from this origin.
    "style-src": ["'unsafe-inline'"],
    // Every image is a file of this origin: no page inlines one as a data: URL (the photos have no
    // placeholder, gatsby-plugin-sharp's `placeholder: "none"`; the icons are inline SVG).
    "img-src": ["'self'"],
    "media-src": ["'self'"],
    // The pages use the system's fonts (src/styles/theme.ts) and load none.
    "font-src": ["'none'"],
    "connect-src": ["'self'"],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'"],
    "upgrade-insecure-requests": [],
  })

/**
 * Features the site never uses, switched off for it and for anything it might embed. Topics is the
 * current interest-based-ads API (FLoC's `interest-cohort` is gone from browsers). Autoplay and
 * fullscreen stay allowed for the product video.
 */
const disabledFeatures = [
  "accelerometer",
  "browsing-topics",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "serial",
  "usb",
] as const

/**
 * Headers every response carries besides the CSP (Mozilla HTTP Observatory's checklist).
 *
 * No Cross-Origin-Opener-Policy, on purpose. `same-origin` puts every page in a browsing context
 * group of its own, so the browser cannot keep the tab's renderer and starts a new process for
 * each navigation into the site, which made first paint later (docs/decisions/no-coop-header.md).
 * What COOP protects, a
 * window handle between this site and a cross-origin page, holds nothing here: no sign-in, no
 * personal data, and every link that opens a new tab already sets `noopener`.
 */
export const securityHeaders: Readonly<Record<string, string>> = Object.freeze({
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": disabledFeatures.map((feature) => `${feature}=()`).join(", "),
  "X-Frame-Options": "DENY",
})

export type HeadersFileOptions = {
  /** Inline-script hashes of every page (their union becomes one policy). */
  readonly scriptHashes: readonly string[]
  /** URL paths of the built HTML pages, such as "/" and "/blog/". */
  readonly pagePaths: readonly string[]
  /** Ask search engines not to index this deploy (deploy previews, branch deploys). */
  readonly noindex?: boolean
}

// One `_headers` block: a path line, then indented `Name: value` lines.
const headersBlock = (forPath: string, values: Readonly<Record<string, string>>): string =>
  [forPath, ...Object.entries(values).map(([name, value]) => `  ${name}: ${value}`)].join("\n")

// `*` and `:name` are patterns in `_headers`, so a page path containing them cannot be listed.
const isLiteralPath = (pagePath: string): boolean => !/[*:\s]/.test(pagePath)

/**
 * The `_headers` file: security headers for every path, and Cache-Control for each HTML page.
 * HTML gets its Cache-Control here, path by path, because `/*` must not carry one: Netlify would
 * join it with the immutable Cache-Control of hashed assets declared in netlify.toml.
 */
export const netlifyHeadersFile = ({
  scriptHashes,
  pagePaths,
  noindex = false,
}: HeadersFileOptions): string => {
  const everyPath = {
    "Content-Security-Policy": contentSecurityPolicy(scriptHashes),
    ...securityHeaders,
    ...(noindex ? { "X-Robots-Tag": "noindex" } : {}),
  }
  const pages = [...new Set(pagePaths)]
    .filter(isLiteralPath)
    .sort()
    .map((pagePath) => headersBlock(pagePath, { "Cache-Control": HTML_CACHE_CONTROL }))
  return [
    "# Written by src/node/on-post-build.ts after every build; edit src/node/security-headers.ts.",
    headersBlock("/*", everyPath),
    ...pages,
    "",
  ].join("\n")
}

// public/blog/index.html is served at /blog/; any other file at its own path.
const pagePathOf = (relativeFile: string): string => {
  const posixPath = `/${relativeFile.split(path.sep).join("/")}`
  return posixPath.endsWith("/index.html") ? posixPath.slice(0, -"index.html".length) : posixPath
}

// Gatsby's slice fragments (_gatsby/slices/*.html) are already stitched into the pages.
const isPage = (relativeFile: string): boolean =>
  relativeFile.endsWith(".html") && !relativeFile.startsWith(`_gatsby${path.sep}`)

// Every HTML page of the build, relative to the publish directory. Some directories end in .html
// too (page-data/404.html/ holds the 404 page's data).
const htmlFiles = async (publicDir: string): Promise<string[]> => {
  const candidates = (await fs.readdir(publicDir, { recursive: true })).filter(isPage)
  const stats = await Promise.all(candidates.map((file) => fs.stat(path.join(publicDir, file))))
  return candidates.filter((_, index) => stats[index].isFile()).sort()
}

export type HeadersSummary = { readonly pages: number; readonly hashes: number }

/** Hashes the inline scripts of every page in `publicDir` and writes `publicDir/_headers`. */
export const writeNetlifyHeaders = async (
  publicDir: string,
  { noindex = false }: { readonly noindex?: boolean } = {},
): Promise<HeadersSummary> => {
  const files = await htmlFiles(publicDir)
  const pages = await Promise.all(
    files.map(async (file) =>
      inlineScriptHashes(await fs.readFile(path.join(publicDir, file), "utf8")),
    ),
  )
  const scriptHashes = [...new Set(pages.flat())]
  const contents = netlifyHeadersFile({ scriptHashes, pagePaths: files.map(pagePathOf), noindex })
  await fs.writeFile(path.join(publicDir, "_headers"), contents)
  return { pages: files.length, hashes: scriptHashes.length }
}
