// Netlify Forms, emulated (Netlify's local engines do not): at deploy Netlify registers every
// `<form name data-netlify="true">` it finds in the HTML, then accepts a url-encoded POST to any
// path whose `form-name` names one. A verified submission (the honeypot left empty) is stored and
// raises the `submission-created` event: the site's function of that name runs, through Netlify's
// own local functions engine (@netlify/functions-dev), with the event body Netlify sends. The
// visitor's answer neither waits for the function nor depends on it.
//
// What the site's function needs from the platform is here too, on loopback only: the parts of
// Netlify's API it reads back a submission from (the site's forms, a submission by id, behind a
// token made up at start), Netlify Blobs (Netlify's own local Blobs server, files in a temporary
// directory) and the site's id and URL. And, as on Netlify, every function answers at
// /.netlify/functions/<name> to anyone who calls it.
import { randomBytes, createHash } from "node:crypto"
import { existsSync, promises as fs, mkdtempSync, rmSync } from "node:fs"
import http from "node:http"
import os from "node:os"
import path from "node:path"
import type { IncomingMessage, ServerResponse } from "node:http"
import { text } from "node:stream/consumers"
import { Reactive, type Geolocation } from "@netlify/dev-utils"
import type { FunctionsHandler } from "@netlify/functions-dev"
import { parseHtml } from "./parse-html"

export type NetlifyForm = { honeypot: string | undefined }

const ROOT = path.resolve(__dirname, "../..")
/** Netlify runs the first of these that exists (the CLI does the same). */
const EVENT_FUNCTIONS = ["submission-created", "submission-created-background"]
/** The site's id the local platform gives the functions. */
export const LOCAL_SITE_ID = "local-site"

const formIdOf = (name: string) => createHash("sha256").update(name).digest("hex").slice(0, 24)

/**
 * name → { honeypot } for every Netlify form in the built HTML. Netlify accepts both the
 * bare `netlify` attribute and `data-netlify="true"`.
 */
const findNetlifyForms = async (publicDir: string) => {
  const forms: Map<string, NetlifyForm> = new Map()
  const files = await fs.readdir(publicDir, { recursive: true })
  for (const file of files.filter((name) => name.endsWith(".html"))) {
    // Some directories end in .html too (page-data/404.html/ holds the 404 page's data).
    if (!(await fs.stat(path.join(publicDir, file))).isFile()) continue
    const html = await fs.readFile(path.join(publicDir, file), "utf8")
    for (const form of parseHtml(html).querySelectorAll("form")) {
      const name = form.getAttribute("name")
      const netlify =
        form.hasAttribute("netlify") || form.getAttribute("data-netlify")?.toLowerCase() === "true"
      if (!name || !netlify) continue
      forms.set(name, {
        honeypot:
          form.getAttribute("netlify-honeypot") || form.getAttribute("data-netlify-honeypot"),
      })
    }
  }
  return forms
}

/**
 * A form submitted by the browser itself navigates; fetch() does not.
 */
const isNavigation = (req: IncomingMessage) =>
  req.headers["sec-fetch-mode"] === "navigate" ||
  (req.headers["sec-fetch-mode"] === undefined && /text\/html/.test(req.headers.accept ?? ""))

const THANK_YOU = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Thank you!</title>
<h1>Thank you!</h1><p>Your form submission has been received.</p></html>`

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

/**
 * The `payload` of Netlify's submission-created event. `data` holds the form's own fields (not
 * `form-name` nor the honeypot) and what Netlify records of the visitor; ids are made up locally.
 */
const submissionPayload = ({
  name,
  form,
  fields,
  number,
  req,
  siteUrl,
}: {
  name: string
  form: NetlifyForm
  fields: URLSearchParams
  number: number
  req: IncomingMessage
  siteUrl: string
}) => {
  const own = [...fields].filter(([key]) => key !== "form-name" && key !== form.honeypot)
  const human = own.map(([key, value]) => ({ title: capitalize(key), name: key, value }))
  return {
    id: randomBytes(12).toString("hex"),
    number,
    form_id: formIdOf(name),
    form_name: name,
    site_url: siteUrl,
    created_at: new Date().toISOString(),
    data: {
      ...Object.fromEntries(own),
      ip: req.socket.remoteAddress,
      user_agent: req.headers["user-agent"],
      referrer: req.headers.referer,
    },
    human_fields: Object.fromEntries(human.map(({ title, value }) => [title, value])),
    ordered_human_fields: human,
  }
}

/**
 * Netlify's API as the site's function reads it: the site's forms and one stored submission,
 * only for the bearer of `token`. Listens on loopback; resolves with its base URL.
 */
const startLocalApi = ({
  forms,
  submissions,
  token,
}: {
  forms: Map<string, NetlifyForm>
  submissions: Map<string, object>
  token: string
}) => {
  const server = http.createServer((req, res) => {
    const send = (status: number, body: unknown) =>
      void res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body))
    req.resume()
    if (req.headers.authorization !== `Bearer ${token}`) return send(401, { code: 401 })
    const { pathname } = new URL(req.url ?? "/", "http://localhost")
    if (req.method === "GET" && pathname === `/api/v1/sites/${LOCAL_SITE_ID}/forms`)
      return send(
        200,
        [...forms.keys()].map((name) => ({ id: formIdOf(name), name, site_id: LOCAL_SITE_ID })),
      )
    const one = /^\/api\/v1\/submissions\/([^/]+)$/.exec(pathname)
    const found = req.method === "GET" && one && submissions.get(one[1])
    return found ? send(200, found) : send(404, { code: 404, message: "Not Found" })
  })
  server.unref()
  return new Promise<string>((resolve, reject) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      if (typeof address === "object" && address) resolve(`http://127.0.0.1:${address.port}/api/v1`)
      else reject(new Error("the local API has no port"))
    }),
  )
}

/**
 * Whether the function `name` in `directory` runs on a schedule (its `config` names one): Netlify
 * does not run those for an HTTP request in production, so neither does the local server.
 */
const isScheduled = async (directory: string, name: string) => {
  for (const extension of [".ts", ".mts", ".mjs", ".js"]) {
    const source = await fs
      .readFile(path.join(directory, `${name}${extension}`), "utf8")
      .catch(() => "")
    if (source) return /export const config\b[^]*?\bschedule\s*:/.test(source)
  }
  return false
}

/** Where the local platform tells functions their visitor is. */
const toronto: Geolocation = {
  city: "Toronto",
  country: { code: "CA", name: "Canada" },
  subdivision: { code: "ON", name: "Ontario" },
  latitude: 43.65,
  longitude: -79.38,
  timezone: "America/Toronto",
}

/**
 * The site's functions through @netlify/functions-dev, with the local platform they expect,
 * started when the server listens (or on first use) so the server starts without waiting for it.
 */
const startFunctions = async (
  functionsDir: string,
  state: { forms: Map<string, NetlifyForm>; submissions: Map<string, object> },
) => {
  const [{ FunctionsHandler }, { BlobsServer }] = await Promise.all([
    import("@netlify/functions-dev"),
    import("@netlify/blobs/server"),
  ])
  const scratch = mkdtempSync(path.join(os.tmpdir(), "serve-functions-"))
  process.once("exit", () => rmSync(scratch, { recursive: true, force: true }))
  const token = randomBytes(16).toString("hex")
  const blobs = new BlobsServer({ directory: path.join(scratch, "blobs"), token, logger: () => {} })
  const { port } = await blobs.start()
  const apiUrl = await startLocalApi({ ...state, token })
  const edgeURL = `http://127.0.0.1:${port}`
  const blobsContext = { edgeURL, uncachedEdgeURL: edgeURL, token, siteID: LOCAL_SITE_ID }
  // What Netlify gives a deployed function: its API behind a token the site owns and Blobs (the
  // engine's workers inherit this process's environment, as Netlify's CLI relies on); its URL
  // is the origin of the first request that reaches them.
  Object.assign(process.env, {
    NETLIFY_API_URL: apiUrl,
    NETLIFY_AUTH_TOKEN: token,
    NETLIFY_BLOBS_CONTEXT: Buffer.from(JSON.stringify(blobsContext)).toString("base64"),
    SITE_ID: LOCAL_SITE_ID,
  })
  return new FunctionsHandler({
    blobsContext,
    config: new Reactive({}),
    destPath: path.join(scratch, "functions"),
    geolocation: toronto,
    projectRoot: ROOT,
    settings: {},
    siteId: LOCAL_SITE_ID,
    timeouts: {},
    userFunctionsPath: functionsDir,
  })
}

/**
 * The form POST handler (`handleForm`) and the functions' own URLs (`callFunction`). Registered
 * form: for a plain browser submission, 303 to the page it was posted to (the form's `action` in
 * that page: each edition's form names its own page, under one form name), 200 otherwise; then
 * the event for a verified submission. Anything else: 404, as on Netlify.
 */
export const netlifyForms = async ({
  publicDir,
  functionsDir,
  log,
}: {
  publicDir: string
  functionsDir: string
  log: (...parts: unknown[]) => void
}) => {
  const forms = await findNetlifyForms(publicDir)
  /** Stored submissions, as Netlify's API returns them. */
  const submissions = new Map<string, object>()
  const directory = path.resolve(functionsDir)
  let engine: Promise<FunctionsHandler> | undefined
  const start = () => {
    engine ??= startFunctions(directory, { forms, submissions })
    return engine
  }
  /** The engine for a request: the site's URL for its functions is the origin it was asked at. */
  const functions = (origin: string) => {
    process.env.URL ||= origin
    return start()
  }

  /**
   * Raises submission-created. Resolves with the function's status, or undefined when the site
   * has no such function; rejects when the function fails.
   */
  const raise = async (payload: ReturnType<typeof submissionPayload>) => {
    if (!existsSync(directory)) return undefined
    const handler = await functions(payload.site_url)
    for (const name of EVENT_FUNCTIONS) {
      const url = `${payload.site_url}/.netlify/functions/${name}`
      const match = await handler.match(new Request(url, { method: "POST" }))
      if (!match) continue
      const body = JSON.stringify({ payload })
      const headers = { "content-type": "application/json" }
      const response = await match.handle(new Request(url, { method: "POST", headers, body }))
      if (!response.ok)
        throw new Error(`${name} answered ${response.status}: ${await response.text()}`)
      return response.status
    }
    return undefined
  }

  /**
   * A request to /.netlify/functions/<name>: the function answers it, whoever calls, as on
   * Netlify; 404 when the site has no such function.
   */
  const callFunction = async (request: Request): Promise<Response> => {
    const name = new URL(request.url).pathname.split("/")[3] ?? ""
    const match =
      existsSync(directory) && !(await isScheduled(directory, name))
        ? await (await functions(new URL(request.url).origin)).match(request)
        : undefined
    return match
      ? match.handle(request)
      : new Response("Function not found", {
          status: 404,
          headers: { "content-type": "text/plain" },
        })
  }

  /**
   * Builds the site's functions now, in the background, as a deploy has them built before its
   * first request: the first signup then waits for its function, not for a bundler.
   */
  const warmUp = (origin: string) => {
    if (!existsSync(directory)) return
    const url = `${origin}/.netlify/functions/${EVENT_FUNCTIONS[0]}`
    start()
      .then((handler) => handler.match(new Request(url, { method: "POST" })))
      .catch((error: unknown) =>
        console.error(`functions: ${error instanceof Error ? error.message : String(error)}`),
      )
  }

  let number = 0
  const handleForm = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const urlEncoded = /^application\/x-www-form-urlencoded/i.test(
      req.headers["content-type"] ?? "",
    )
    const fields = new URLSearchParams(urlEncoded ? await text(req) : "")
    const name = fields.get("form-name") ?? ""
    const form = forms.get(name)
    if (!form)
      return void res
        .writeHead(404, { "Content-Type": "text/plain; charset=utf-8" })
        .end("Not Found")
    if (isNavigation(req)) res.writeHead(303, { Location: url.pathname }).end()
    else res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(THANK_YOU)
    // Netlify's spam filter drops a submission that filled the honeypot: no record, no event.
    if (form.honeypot && fields.get(form.honeypot)) return void log(`form ${name}: spam, dropped`)
    number += 1
    const payload = submissionPayload({ name, form, fields, number, req, siteUrl: url.origin })
    submissions.set(payload.id, payload)
    log(`form ${name}: submission ${payload.id}`)
    raise(payload).then(
      (status) =>
        log(`submission-created for submission ${payload.id}: ${status ?? "no function"}`),
      (error: unknown) =>
        console.error(
          `submission-created failed for submission ${payload.id}: ${error instanceof Error ? error.message : String(error)}`,
        ),
    )
  }
  return { handleForm, callFunction, warmUp }
}
