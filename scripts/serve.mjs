// Serves the production build the way Netlify does, so browser tests and Lighthouse see the real
// headers, redirects, 404s and form handling: `npm run serve` (after `npm run build`).
//
//   node scripts/serve.mjs [--dir public] [--config netlify.toml]
//   PORT (default 9000), HOST (default 127.0.0.1), DEBUG=1 logs every request.
import http from "node:http"
import { existsSync } from "node:fs"
import path from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import { parseArgs } from "node:util"
import { edgeHeaders, loadEdgeFunctions } from "./lib/edge-functions.mjs"
import { findNetlifyForms, handleFormPost } from "./lib/netlify-forms.mjs"
import {
  findRedirect,
  headersFor,
  loadRules,
  ruleSources,
  rulesVersion,
} from "./lib/netlify-rules.mjs"
import { resolvePublicFile } from "./lib/public-files.mjs"
import { sendFile } from "./lib/static-files.mjs"

/**
 * @typedef {import("node:http").IncomingMessage} Request
 * @typedef {import("node:http").ServerResponse} Response
 * @typedef {import("./lib/netlify-rules.mjs").NetlifyRules} NetlifyRules
 * @typedef {import("./lib/netlify-rules.mjs").RedirectRule} RedirectRule
 * @typedef {import("./lib/netlify-forms.mjs").NetlifyForms} NetlifyForms
 * @typedef {import("./lib/edge-functions.mjs").EdgeFunction} EdgeFunction
 * @typedef {{ rules: NetlifyRules, forms: NetlifyForms }} Site
 * @typedef {Record<string, string>} Headers
 */

const ROOT = fileURLToPath(new URL("..", import.meta.url))

/**
 * Rules and forms are read again whenever a rule file changes (every build rewrites `_headers`).
 *
 * @param {import("./lib/netlify-rules.mjs").RuleLocation} location
 */
const siteLoader = ({ publicDir, configPath }) => {
  const sources = ruleSources({ publicDir, configPath })
  /** @type {{ version: string, site: Promise<Site> } | undefined} */
  let cached
  return async () => {
    const version = await rulesVersion(sources)
    if (cached?.version !== version) {
      const site = Promise.all([loadRules({ publicDir, configPath }), findNetlifyForms(publicDir)])
      cached = { version, site: site.then(([rules, forms]) => ({ rules, forms })) }
    }
    return cached.site
  }
}

/**
 * @param {Response} res
 * @param {number} status
 * @param {string} location
 */
const redirectTo = (res, status, location) => res.writeHead(status, { Location: location }).end()

/**
 * Netlify's custom 404 page, with the headers of the path that was asked for.
 *
 * @param {Request} req
 * @param {Response} res
 * @param {{ publicDir: string, headers: Headers }} options
 */
const sendNotFound = async (req, res, { publicDir, headers }) => {
  const page = resolvePublicFile(publicDir, "/404.html")
  if (page && "file" in page) return sendFile(req, res, { ...page, status: 404, headers })
  res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not Found")
}

/**
 * 3xx rules redirect; any other status serves the destination's content with that status.
 *
 * @param {Request} req
 * @param {Response} res
 * @param {{ publicDir: string, url: URL, rule: RedirectRule, to: string, headers: Headers }} options
 */
const applyRedirect = async (req, res, { publicDir, url, rule, to, headers }) => {
  if (rule.status >= 300 && rule.status < 400) {
    const keepQuery = !to.includes("?") && Object.keys(rule.query ?? {}).length === 0
    return redirectTo(res, rule.status, keepQuery ? `${to}${url.search}` : to)
  }
  if (/^https?:\/\//i.test(to)) {
    res.writeHead(502, { "Content-Type": "text/plain; charset=utf-8" })
    return res.end(`Proxy rules are not emulated locally: ${to}`)
  }
  const targetPath = new URL(to, url).pathname
  const target = resolvePublicFile(publicDir, targetPath, { followDirectories: true })
  if (!target || !("file" in target)) return sendNotFound(req, res, { publicDir, headers })
  return sendFile(req, res, { ...target, status: rule.status, headers })
}

/**
 * @param {Request} req
 * @param {Response} res
 * @param {{ publicDir: string, rules: NetlifyRules, edge: EdgeFunction[], url: URL }} options
 */
const handleGet = async (req, res, { publicDir, rules, edge, url }) => {
  const found = resolvePublicFile(publicDir, url.pathname)
  const headers = await edgeHeaders(edge, url, headersFor(rules.headers, url.pathname))
  const redirect = findRedirect(rules.redirects, {
    url,
    host: req.headers.host,
    fileExists: Boolean(found),
  })
  if (redirect) return applyRedirect(req, res, { publicDir, url, headers, ...redirect })
  if (found && "slashRedirect" in found)
    return redirectTo(res, 301, `${found.slashRedirect}${url.search}`)
  if (found) return sendFile(req, res, { ...found, headers })
  return sendNotFound(req, res, { publicDir, headers })
}

/**
 * @param {Response} res
 * @param {unknown} error an Error, with `status` when the request was at fault
 */
const sendError = (res, error) => {
  if (res.headersSent) return res.destroy()
  const { message = String(error), status = 500 } =
    /** @type {{ message?: string, status?: number }} */ (error)
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8" })
  res.end(status === 500 ? `Server error: ${message}` : message)
}

/**
 * An http.Server (not yet listening) that serves `publicDir` with the rules of `configPath`.
 *
 * @param {{ publicDir: string, configPath?: string, debug?: boolean }} options
 */
export const createServer = async ({
  publicDir,
  configPath,
  debug = Boolean(process.env.DEBUG),
}) => {
  const root = path.resolve(publicDir)
  if (!existsSync(root)) throw new Error(`${root} does not exist: run \`npm run build\` first`)
  const site = siteLoader({ publicDir: root, configPath })
  await site() // Invalid rules stop the server here, not on the first request.
  const edge = await loadEdgeFunctions(path.join(ROOT, "netlify", "edge-functions"))
  /** @type {(...parts: unknown[]) => void} */
  const log = debug ? (...parts) => console.log(...parts) : () => {}

  return http.createServer(async (req, res) => {
    res.on("finish", () => log(`${req.method} ${req.url} → ${res.statusCode}`))
    try {
      const { rules, forms } = await site()
      const url = new URL(req.url ?? "/", "http://localhost")
      if (req.method === "POST") {
        const submission = await handleFormPost(req, res, forms)
        if (submission) log("form submission", submission)
      } else if (req.method === "GET" || req.method === "HEAD") {
        await handleGet(req, res, { publicDir: root, rules, edge, url })
      } else {
        res.writeHead(405, { Allow: "GET, HEAD, POST" }).end()
      }
    } catch (error) {
      sendError(res, error)
    }
  })
}

const main = async () => {
  const { values } = parseArgs({
    options: {
      dir: { type: "string", default: path.join(ROOT, "public") },
      config: { type: "string", default: path.join(ROOT, "netlify.toml") },
    },
  })
  const server = await createServer({ publicDir: values.dir, configPath: values.config })
  const port = Number(process.env.PORT ?? 9000)
  server.on("error", (/** @type {NodeJS.ErrnoException} */ error) => {
    console.error(error.code === "EADDRINUSE" ? `Port ${port} is already in use` : error.message)
    process.exit(1)
  })
  server.listen(port, process.env.HOST ?? "127.0.0.1", () => {
    const relative = path.relative(process.cwd(), path.resolve(values.dir)) || "."
    const { port: actual } = /** @type {import("node:net").AddressInfo} */ (server.address())
    console.log(`Serving ${relative}/ like Netlify at http://localhost:${actual}`)
  })
  const shutdown = () => {
    server.close(() => process.exit(0))
    server.closeAllConnections()
  }
  process.once("SIGINT", shutdown)
  process.once("SIGTERM", shutdown)
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(error.message)
    process.exit(1)
  })
}
