// Header and redirect rules, read by Netlify's own parsers from `_headers`, `_redirects` and
// netlify.toml, and applied with Netlify's semantics.
import { promises as fs } from "node:fs"
import path from "node:path"
import { parseAllHeaders } from "netlify-headers-parser"
import { parseAllRedirects } from "netlify-redirect-parser"

/**
 * A `[[headers]]` or `_headers` rule as netlify-headers-parser returns it.
 *
 * @typedef {{ for: string, forRegExp: RegExp, values: Record<string, string> }} HeaderRule
 */

/**
 * A redirect rule as netlify-redirect-parser returns it (its types say `unknown`), with the
 * fields this server reads.
 *
 * @typedef {object} ParsedRedirect
 * @property {string} path the `from` path, without scheme and host
 * @property {string} to
 * @property {number} [status]
 * @property {boolean} force
 * @property {string} [host]
 * @property {Record<string, string>} [query]
 * @property {Record<string, unknown>} [conditions]
 */

/**
 * A redirect rule ready to match: its status defaulted, its `from` path compiled.
 *
 * @typedef {Omit<ParsedRedirect, "status"> & { status: number, regExp: RegExp, names: string[] }} RedirectRule
 * @typedef {{ headers: HeaderRule[], redirects: RedirectRule[] }} NetlifyRules
 */

/**
 * netlify-headers-parser's published types call the headers files `never[]` (a declaration-emit
 * slip); this is its documented signature.
 *
 * @type {(options: { headersFiles: string[], netlifyConfigPath?: string }) =>
 *   Promise<{ headers: HeaderRule[], errors: Error[] }>}
 */
const parseHeaders = /** @type {never} */ (parseAllHeaders)

/** @param {string} text */

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

// `/blog/*` and `/post/:slug`: placeholders take one segment, a final `*` takes the rest (named
// `splat`). Netlify ignores case and a trailing slash when matching.
/** @param {string} fromPath */
const compileFrom = (fromPath) => {
  /** @type {string[]} */
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

/**
 * @param {ParsedRedirect} rule
 * @returns {RedirectRule}
 */
const compileRedirect = (rule) => ({
  ...rule,
  status: rule.status ?? 301,
  ...compileFrom(rule.path),
})

/** @param {Error[]} errors */
const describeErrors = (errors) => errors.map((error) => error.message).join("\n\n")

/**
 * @typedef {{ publicDir: string, configPath?: string }} RuleLocation
 */

/**
 * Reads every rule once; a rule Netlify would reject fails loudly instead of being skipped.
 *
 * @param {RuleLocation} location
 * @returns {Promise<NetlifyRules>}
 */
export const loadRules = async ({ publicDir, configPath }) => {
  const netlifyConfigPath = configPath && path.resolve(configPath)
  const [headers, redirects] = await Promise.all([
    parseHeaders({ headersFiles: [path.join(publicDir, "_headers")], netlifyConfigPath }),
    parseAllRedirects({
      redirectsFiles: [path.join(publicDir, "_redirects")],
      netlifyConfigPath,
      configRedirects: [],
      minimal: false,
    }),
  ])
  /** @type {Error[]} */
  const errors = [...headers.errors, ...redirects.errors]
  if (errors.length > 0) throw new Error(`Invalid Netlify rules:\n${describeErrors(errors)}`)
  const parsed = /** @type {ParsedRedirect[]} */ (redirects.redirects)
  return { headers: headers.headers, redirects: parsed.map(compileRedirect) }
}

/**
 * The files whose change means the rules must be read again (each build rewrites `_headers`).
 *
 * @param {RuleLocation} location
 * @returns {string[]}
 */
export const ruleSources = ({ publicDir, configPath }) => [
  path.join(publicDir, "_headers"),
  path.join(publicDir, "_redirects"),
  ...(configPath ? [configPath] : []),
]

/**
 * A cheap fingerprint of the rule sources, to notice a rebuild while the server runs.
 *
 * @param {string[]} sources
 */
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
/**
 * @param {HeaderRule[]} headerRules
 * @param {string} pathname
 */
export const headersFor = (headerRules, pathname) => {
  /** @type {Record<string, string>} */
  const result = {}
  /** @type {Map<string, string>} */
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

/**
 * Query-string rules (`from = "/store" query = {id = ":id"}`) need every listed parameter.
 *
 * @param {RedirectRule} rule
 * @param {URLSearchParams} searchParams
 */
const queryParams = (rule, searchParams) => {
  /** @type {Record<string, string>} */
  const params = {}
  for (const [key, placeholder] of Object.entries(rule.query ?? {})) {
    if (!searchParams.has(key)) return undefined
    if (placeholder.startsWith(":")) params[placeholder.slice(1)] = searchParams.get(key) ?? ""
  }
  return params
}

/**
 * Country, language, role and cookie conditions need Netlify's edge; locally such rules never match.
 *
 * @param {RedirectRule} rule
 */
const hasConditions = (rule) => Object.keys(rule.conditions ?? {}).length > 0

/**
 * @param {string} to
 * @param {Record<string, string>} params
 */
const fillPlaceholders = (to, params) =>
  to.replace(/:([A-Za-z_]\w*)/g, (token, name) => params[name] ?? token)

/**
 * The first redirect rule that applies to a request, with its destination filled in. When a file
 * exists at the path, only forced rules apply: Netlify's shadowing.
 *
 * @param {RedirectRule[]} redirectRules
 * @param {{ url: URL, host: string | undefined, fileExists: boolean }} request
 * @returns {{ rule: RedirectRule, to: string } | undefined}
 */
export const findRedirect = (redirectRules, { url, host, fileExists }) => {
  for (const rule of redirectRules) {
    if (fileExists && !rule.force) continue
    if (hasConditions(rule) || (rule.host && rule.host !== host)) continue
    const match = rule.regExp.exec(url.pathname)
    const query = match && queryParams(rule, url.searchParams)
    if (!match || !query) continue
    const params = { ...query }
    rule.names.forEach((name, index) => {
      params[name] = match[index + 1] ?? ""
    })
    return { rule, to: fillPlaceholders(rule.to, params) }
  }
  return undefined
}
