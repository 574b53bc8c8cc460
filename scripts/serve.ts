// Serves the production build the way Netlify does, so browser tests and Lighthouse see the real
// headers, redirects, 404s and form handling: `npm run serve` (after `npm run build`).
//
//   tsx scripts/serve.ts [--dir public] [--config netlify.toml] [--functions netlify/functions]
//   PORT (default 9000), HOST (default 127.0.0.1), DEBUG=1 logs every request and form event.
//
// Rules, files and headers go through Netlify's own local engines, the ones its CLI runs:
// @netlify/redirects, @netlify/static and @netlify/headers. This file only chains them the way
// Netlify's CDN does. What they do not emulate is here too: the status of 404 rewrites, the 404
// page, the slash redirect for directories, the edge functions that set headers, compression, and
// Netlify Forms with the platform its functions read (./lib/netlify-forms.ts).
import http from "node:http"
import { existsSync, promises as fs } from "node:fs"
import path from "node:path"
import { createHash } from "node:crypto"
import { Readable } from "node:stream"
import { buffer } from "node:stream/consumers"
import type { ReadableStream as NodeReadableStream } from "node:stream/web"
import { pathToFileURL } from "node:url"
import { parseArgs, promisify } from "node:util"
import zlib from "node:zlib"
import { HeadersHandler } from "@netlify/headers"
import { RedirectsHandler } from "@netlify/redirects"
import { StaticHandler } from "@netlify/static"
import { netlifyForms } from "./lib/netlify-forms"

export type EdgeFunction = {
  handler: (request: Request, context: { next: () => Promise<Response> }) => Promise<Response>
  path: string
}

const ROOT = path.resolve(__dirname, "..")

const withStatus = (response: Response, status: number) =>
  new Response(response.body, { status, headers: response.headers })

const redirect = (status: number, location: string) =>
  new Response(null, { status, headers: { location } })

/**
 * Edge functions (netlify/edge-functions/*.ts) with their inline `config.path`: `/admin/*` or an
 * exact path. Only functions that change the response `context.next()` gives are emulated.
 */
const loadEdgeFunctions = async (directory: string): Promise<EdgeFunction[]> => {
  const files = (await fs.readdir(directory).catch(() => [])).filter((f) => /\.m?[jt]s$/.test(f))
  return Promise.all(
    files.sort().map(async (file) => {
      const module: unknown = await import(pathToFileURL(path.join(directory, file)).href)
      if (
        typeof module !== "object" ||
        module === null ||
        !("default" in module) ||
        typeof module.default !== "function" ||
        !("config" in module) ||
        typeof module.config !== "object" ||
        module.config === null ||
        !("path" in module.config) ||
        typeof module.config.path !== "string"
      )
        throw new Error(`${file}: an edge function exports a default handler and config.path`)
      // Netlify's contract for an edge function's default export; only its shape is checked here.
      const handler = module.default as EdgeFunction["handler"]
      return { handler, path: module.config.path }
    }),
  )
}

const edgePathMatches = (pattern: string, pathname: string) =>
  pattern.endsWith("*") ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern

// Netlify compresses text on the fly; brotli 5 is within ~10% of the maximum at a fraction of the
// time. Lighthouse (npm run perf) sees real transfer sizes.
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/
const pickEncoding = (accept: string | undefined = ""): "br" | "gzip" | undefined => {
  const accepted = accept.split(",").filter((part) => !/;\s*q=0(\.0*)?\s*$/.test(part))
  const names = accepted.map((part) => part.split(";")[0].trim().toLowerCase())
  return names.includes("br") ? "br" : names.includes("gzip") ? "gzip" : undefined
}
const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)
const compressors: Record<"br" | "gzip", (bytes: Buffer) => Promise<Buffer>> = {
  br: (bytes) => brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (bytes) => gzip(bytes),
}
/** Compressed bodies by encoding and content: each text is compressed once, as a CDN keeps it. */
const compressedBodies = new Map<string, Promise<Buffer>>()
const compressed = (bytes: Buffer, encoding: "br" | "gzip"): Promise<Buffer> => {
  const key = `${encoding} ${createHash("sha256").update(bytes).digest("base64")}`
  let body = compressedBodies.get(key)
  if (!body) {
    body = compressors[encoding](bytes)
    body.catch(() => compressedBodies.delete(key)) // a failure is not kept
    compressedBodies.set(key, body)
  }
  return body
}

/** A Node request's headers as a fetch Request takes them (repeated ones appended). */
const fetchHeaders = (incoming: http.IncomingHttpHeaders): Headers => {
  const headers = new Headers()
  for (const [name, value] of Object.entries(incoming))
    for (const each of [value ?? []].flat()) headers.append(name, each)
  return headers
}

/**
 * Writes a fetch Response to Node's response, compressed when the client and the type allow.
 */
const send = async (req: http.IncomingMessage, res: http.ServerResponse, response: Response) => {
  const headers = Object.fromEntries(response.headers)
  const compressible = COMPRESSIBLE.test(headers["content-type"] ?? "")
  const encoding = compressible ? pickEncoding(req.headers["accept-encoding"]) : undefined
  if (compressible) headers.vary = "Accept-Encoding"
  if (encoding) headers["content-encoding"] = encoding
  if (!response.body || req.method === "HEAD") {
    response.body?.cancel().catch(() => {})
    return void res.writeHead(response.status, headers).end()
  }
  if (encoding) {
    const body = await compressed(Buffer.from(await response.arrayBuffer()), encoding)
    return void res.writeHead(response.status, headers).end(body)
  }
  res.writeHead(response.status, headers)
  // The same stream object; TypeScript has one type for it from the DOM and one from Node.
  const body = Readable.fromWeb(response.body as NodeReadableStream)
  body.on("error", () => res.destroy()).pipe(res)
}

/**
 * An http.Server (not yet listening) that serves `publicDir` with the rules of `configPath`.
 */
export const createServer = async ({
  publicDir,
  configPath,
  functionsDir = path.join(ROOT, "netlify", "functions"),
  debug = Boolean(process.env.DEBUG),
  warmFunctions = false,
}: {
  publicDir: string
  configPath?: string
  functionsDir?: string
  debug?: boolean
  /** Build the site's functions as soon as the server listens, not at their first request. */
  warmFunctions?: boolean
}) => {
  const root = path.resolve(publicDir)
  if (!existsSync(root)) throw new Error(`${root} does not exist: run \`npm run build\` first`)
  const config = configPath && path.resolve(configPath)
  const log: (...parts: unknown[]) => void = debug ? (...parts) => console.log(...parts) : () => {}
  const logger = { log, warn: console.warn, error: console.error }

  const statics = new StaticHandler({ directory: root })
  const redirects = new RedirectsHandler({
    configPath: config,
    configRedirects: [],
    jwtRoleClaim: "",
    jwtSecret: "",
    projectDir: root,
    publicDir: root,
  })
  // One headers engine per file: the engine lets a later rule replace a header an earlier one set,
  // while Netlify's CDN sends the values of every matching rule joined with ", ". Joining across
  // the two files shows an overlap between netlify.toml and the build's _headers as production would.
  const headerFiles = [
    new HeadersHandler({ projectDir: root, logger }),
    ...(config
      ? [new HeadersHandler({ projectDir: path.dirname(config), configPath: config, logger })]
      : []),
  ]
  // The engine parses its files again on every request, as Netlify's CLI does for a site being
  // edited. Here each path's rules are kept until one of the files changes (a rebuild's _headers).
  const ruleFiles = [
    ...headerFiles.flatMap((file) => file.headersFiles),
    ...(config ? [config] : []),
  ]
  const headersByPath: Map<string, Promise<Record<string, string>[]>> = new Map()
  let filesVersion = ""
  const customHeaders = async (request: Request) => {
    const stamps = await Promise.all(
      ruleFiles.map((file) =>
        fs.stat(file).then(
          ({ mtimeMs }) => mtimeMs,
          () => 0,
        ),
      ),
    )
    if (stamps.join() !== filesVersion) {
      headersByPath.clear()
      filesVersion = stamps.join()
    }
    const { pathname } = new URL(request.url)
    let rules = headersByPath.get(pathname)
    if (!rules) {
      rules = Promise.all(headerFiles.map((file) => file.apply(request)))
      headersByPath.set(pathname, rules)
    }
    return rules
  }
  const edgeFunctions = await loadEdgeFunctions(path.join(ROOT, "netlify", "edge-functions"))
  const { handleForm, callFunction, warmUp } = await netlifyForms({
    publicDir: root,
    functionsDir,
    log,
  })

  /**
   * The file a request names, as Netlify's CDN serves it: never the rule files, and a directory
   * asked for without its trailing slash answers 301 to the slash form. `fromVisitor` is false for
   * a rewrite's target, which serves the directory's page.
   */
  const staticFile = async (
    request: Request,
    fromVisitor = false,
  ): Promise<(() => Promise<Response>) | undefined> => {
    const { pathname, search } = new URL(request.url)
    if (/\/_(headers|redirects)$/.test(pathname)) return undefined
    const match = await statics.match(request)
    if (!match || !fromVisitor || pathname.endsWith("/")) return match?.handle
    const stat = await fs.stat(path.join(root, decodeURIComponent(pathname))).catch(() => undefined)
    return stat?.isDirectory() ? async () => redirect(301, `${pathname}/${search}`) : match.handle
  }

  /**
   * Netlify's order: the first rule whose path matches applies when no file exists at the path, or
   * when it is forced. The redirects engine's own handle() is not used: it answers a 404 rewrite
   * with 200, and a redirect with an absolute Location where Netlify sends the rule's own `to`.
   */
  const route = async (request: Request) => {
    const url = new URL(request.url)
    const file = await staticFile(request, true)
    const rule = await redirects.match(request)
    if (rule && (rule.force || !file)) {
      const { target } = rule
      if (rule.redirect)
        return redirect(
          rule.statusCode,
          target.origin === url.origin ? target.href.slice(url.origin.length) : target.href,
        )
      const rewrite = !rule.external && (await staticFile(new Request(target)))
      if (rewrite) return withStatus(await rewrite(), rule.statusCode)
    }
    if (file) return file()
    const notFound = await staticFile(new Request(new URL("/404.html", url)))
    return notFound
      ? withStatus(await notFound(), 404)
      : new Response("Not Found", {
          status: 404,
          headers: { "content-type": "text/plain; charset=utf-8" },
        })
  }

  const respond = async (request: Request) => {
    let response = await route(request)
    if (!response.headers.has("location")) {
      const custom = new Headers()
      for (const rules of await customHeaders(request))
        for (const [name, value] of Object.entries(rules)) custom.append(name, value)
      for (const [name, value] of custom) response.headers.set(name, value)
    }
    const { pathname } = new URL(request.url)
    for (const edge of edgeFunctions.filter((fn) => edgePathMatches(fn.path, pathname))) {
      const before = response
      response = await edge.handler(request, { next: async () => before })
    }
    return response
  }

  const server = http.createServer(async (req, res) => {
    res.on("finish", () => log(`${req.method} ${req.url} → ${res.statusCode}`))
    try {
      const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`)
      // Every function answers at its URL, to anyone, as on Netlify.
      if (url.pathname.startsWith("/.netlify/functions/")) {
        const body = req.method === "GET" || req.method === "HEAD" ? undefined : await buffer(req)
        const headers = fetchHeaders(req.headers)
        return await send(
          req,
          res,
          await callFunction(new Request(url, { method: req.method, headers, body })),
        )
      }
      if (req.method === "POST") return await handleForm(req, res, url)
      if (req.method !== "GET" && req.method !== "HEAD")
        return void res.writeHead(405, { Allow: "GET, HEAD, POST" }).end()
      await send(req, res, await respond(new Request(url, { headers: fetchHeaders(req.headers) })))
    } catch (error) {
      if (res.headersSent) return void res.destroy()
      const message = error instanceof Error ? error.message : String(error)
      const status =
        typeof error === "object" &&
        error !== null &&
        "status" in error &&
        typeof error.status === "number"
          ? error.status
          : 500
      res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8" })
      res.end(status === 500 ? `Server error: ${message}` : message)
    }
  })
  if (warmFunctions)
    server.once("listening", () => {
      const address = server.address()
      if (typeof address === "object" && address) warmUp(`http://localhost:${address.port}`)
    })
  return server
}

const main = async () => {
  const { values } = parseArgs({
    options: {
      dir: { type: "string", default: path.join(ROOT, "public") },
      config: { type: "string", default: path.join(ROOT, "netlify.toml") },
      functions: { type: "string", default: path.join(ROOT, "netlify", "functions") },
    },
  })
  const server = await createServer({
    publicDir: values.dir,
    configPath: values.config,
    functionsDir: values.functions,
    warmFunctions: true,
  })
  const port = Number(process.env.PORT ?? 9000)
  server.on("error", (error: NodeJS.ErrnoException) => {
    console.error(error.code === "EADDRINUSE" ? `Port ${port} is already in use` : error.message)
    process.exit(1)
  })
  server.listen(port, process.env.HOST ?? "127.0.0.1", () => {
    const relative = path.relative(process.cwd(), path.resolve(values.dir)) || "."
    const address = server.address()
    const actual = typeof address === "object" && address ? address.port : port
    console.log(`Serving ${relative}/ like Netlify at http://localhost:${actual}`)
  })
  const shutdown = () => {
    server.close(() => process.exit(0))
    server.closeAllConnections()
  }
  process.once("SIGINT", shutdown)
  process.once("SIGTERM", shutdown)
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error))
    process.exit(1)
  })
}
