// Netlify edge functions that only change response headers (netlify/edge-functions/), run the
// way Netlify runs them in front of a static file: `context.next()` gives the response with the
// headers of `_headers` and netlify.toml, and the function returns it changed. Functions that
// rewrite bodies, redirect or read the request are not emulated.
import { readdir } from "node:fs/promises"
import path from "node:path"
import { pathToFileURL } from "node:url"

/**
 * @typedef {{ next: () => Promise<Response> }} EdgeContext
 * @typedef {(request: Request, context: EdgeContext) => Promise<Response>} EdgeHandler
 * @typedef {{ handler: EdgeHandler, path: string }} EdgeFunction
 */

/**
 * Every edge function in `directory` with its inline `config.path`.
 *
 * @param {string} directory
 * @returns {Promise<EdgeFunction[]>}
 */
export const loadEdgeFunctions = async (directory) => {
  const files = (await readdir(directory).catch(() => [])).filter((file) => /\.m?js$/.test(file))
  return Promise.all(
    files.sort().map(async (file) => {
      const module = await import(pathToFileURL(path.join(directory, file)).href)
      return { handler: module.default, path: module.config.path }
    }),
  )
}

/**
 * Netlify's path patterns as edge functions use them: a literal path, or a prefix ending in `*`.
 *
 * @param {string} pattern
 * @param {string} pathname
 */
export const edgePathMatches = (pattern, pathname) =>
  pattern.endsWith("*") ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern

/**
 * The headers a response leaves with once the edge functions for `pathname` have run.
 *
 * @param {EdgeFunction[]} functions
 * @param {URL} url
 * @param {Record<string, string>} headers from `_headers` and netlify.toml
 * @returns {Promise<Record<string, string>>}
 */
export const edgeHeaders = async (functions, url, headers) => {
  let current = headers
  for (const { handler, path: pattern } of functions) {
    if (!edgePathMatches(pattern, url.pathname)) continue
    const before = new Response(null, { headers: current })
    const after = await handler(new Request(url), { next: async () => before })
    current = Object.fromEntries(after.headers)
  }
  return current
}
