// Header and redirect rules, read by Netlify's own parsers from `_headers`, `_redirects` and
// netlify.toml, and applied with Netlify's semantics.
import { promises as fs } from "node:fs"
import path from "node:path"
import { parseAllHeaders } from "netlify-headers-parser"
import { parseAllRedirects } from "netlify-redirect-parser"

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

// `/blog/*` and `/post/:slug`: placeholders take one segment, a final `*` takes the rest (named
// `splat`). Netlify ignores case and a trailing slash when matching.
const compileFrom = (fromPath) => {
  const names = []
  const parts = fromPath.split("/").filter(Boolean)
  const pattern = parts
    .map((part, index) => {
      if (part === "*" && index === parts.length - 1) {
        names.push("splat")
        return "(?:/(.*))?"
      }
      if (part.startsWith(":")) {
        names.push(part.slice(1))
        return "/([^/]+)"
      }
      return `/${escapeRegExp(part)}`
    })
    .join("")
  return { regExp: new RegExp(`^${pattern}/?$`, "i"), names }
}

const compileRedirect = (rule) => ({
  ...rule,
  status: rule.status ?? 301,
  ...compileFrom(rule.path),
})

const describeErrors = (errors) => errors.map((error) => error.message).join("\n\n")

/** Reads every rule once; a rule Netlify would reject fails loudly instead of being skipped. */
export const loadRules = async ({ publicDir, configPath }) => {
  const netlifyConfigPath = configPath && path.resolve(configPath)
  const [headers, redirects] = await Promise.all([
    parseAllHeaders({ headersFiles: [path.join(publicDir, "_headers")], netlifyConfigPath }),
    parseAllRedirects({ redirectsFiles: [path.join(publicDir, "_redirects")], netlifyConfigPath }),
  ])
  const errors = [...headers.errors, ...redirects.errors]
  if (errors.length > 0) throw new Error(`Invalid Netlify rules:\n${describeErrors(errors)}`)
  return { headers: headers.headers, redirects: redirects.redirects.map(compileRedirect) }
}

/** The files whose change means the rules must be read again (each build rewrites `_headers`). */
export const ruleSources = ({ publicDir, configPath }) =>
  [path.join(publicDir, "_headers"), path.join(publicDir, "_redirects"), configPath].filter(Boolean)

/** A cheap fingerprint of the rule sources, to notice a rebuild while the server runs. */
export const rulesVersion = async (sources) => {
  const stats = await Promise.all(sources.map((file) => fs.stat(file).catch(() => undefined)))
  return stats.map((stat) => (stat ? `${stat.size}:${stat.mtimeMs}` : "-")).join("|")
}

// Netlify's servers set these themselves and ignore custom values (docs: Custom headers, Limitations).
const RESERVED_HEADERS = new Set([
  "accept-ranges",
  "age",
  "allow",
  "alt-svc",
  "connection",
  "content-encoding",
  "content-length",
  "content-range",
  "date",
  "location",
  "server",
  "trailer",
  "transfer-encoding",
  "upgrade",
])

/**
 * Custom headers for a URL path. Every matching rule applies; when two rules set the same header
 * the values are joined with ", " as Netlify does, so an accidental overlap shows up here too.
 */
export const headersFor = (headerRules, pathname) => {
  const result = {}
  const names = new Map()
  for (const rule of headerRules) {
    if (!rule.forRegExp.test(pathname)) continue
    for (const [name, value] of Object.entries(rule.values)) {
      if (RESERVED_HEADERS.has(name.toLowerCase())) continue
      const existing = names.get(name.toLowerCase())
      if (existing === undefined) {
        names.set(name.toLowerCase(), name)
        result[name] = value
      } else {
        result[existing] = `${result[existing]}, ${value}`
      }
    }
  }
  return result
}

// Query-string rules (`from = "/store" query = {id = ":id"}`) need every listed parameter.
const queryParams = (rule, searchParams) => {
  const params = {}
  for (const [key, placeholder] of Object.entries(rule.query ?? {})) {
    if (!searchParams.has(key)) return undefined
    if (placeholder.startsWith(":")) params[placeholder.slice(1)] = searchParams.get(key)
  }
  return params
}

// Country, language, role and cookie conditions need Netlify's edge; locally such rules never match.
const hasConditions = (rule) => Object.keys(rule.conditions ?? {}).length > 0

const fillPlaceholders = (to, params) =>
  to.replace(/:([A-Za-z_]\w*)/g, (token, name) => params[name] ?? token)

/**
 * The first redirect rule that applies to a request, with its destination filled in. When a file
 * exists at the path, only forced rules apply: Netlify's shadowing.
 */
export const findRedirect = (redirectRules, { url, host, fileExists }) => {
  for (const rule of redirectRules) {
    if (fileExists && !rule.force) continue
    if (hasConditions(rule) || (rule.host && rule.host !== host)) continue
    const match = rule.regExp.exec(url.pathname)
    const query = match && queryParams(rule, url.searchParams)
    if (!query) continue
    const params = { ...query }
    rule.names.forEach((name, index) => {
      params[name] = match[index + 1] ?? ""
    })
    return { rule, to: fillPlaceholders(rule.to, params) }
  }
  return undefined
}
