// Netlify Forms, emulated (Netlify's local engines do not): at deploy Netlify registers every
// `<form name data-netlify="true">` it finds in the HTML, then accepts a url-encoded POST to any
// path whose `form-name` names one. A verified submission (the honeypot left empty) raises the
// `submission-created` event: the site's function of that name runs, through Netlify's own local
// functions engine (@netlify/functions-dev), with the event body Netlify sends. The visitor's
// answer neither waits for the function nor depends on it.
import { randomBytes, createHash } from "node:crypto"
import { existsSync, promises as fs, mkdtempSync, rmSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { text } from "node:stream/consumers"
import { fileURLToPath } from "node:url"
import { parseHtml } from "./parse-html.mjs"

/**
 * @typedef {import("node:http").IncomingMessage} Request
 * @typedef {import("node:http").ServerResponse} Response
 * @typedef {{ honeypot: string | undefined }} NetlifyForm
 */

const ROOT = fileURLToPath(new URL("../..", import.meta.url))
/** Netlify runs the first of these that exists (the CLI does the same). */
const EVENT_FUNCTIONS = ["submission-created", "submission-created-background"]

/**
 * name → { honeypot } for every Netlify form in the built HTML. Netlify accepts both the
 * bare `netlify` attribute and `data-netlify="true"`.
 *
 * @param {string} publicDir
 */
const findNetlifyForms = async (publicDir) => {
  /** @type {Map<string, NetlifyForm>} */
  const forms = new Map()
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
 *
 * @param {Request} req
 */
const isNavigation = (req) =>
  req.headers["sec-fetch-mode"] === "navigate" ||
  (req.headers["sec-fetch-mode"] === undefined && /text\/html/.test(req.headers.accept ?? ""))

const THANK_YOU = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Thank you!</title>
<h1>Thank you!</h1><p>Your form submission has been received.</p></html>`

/** @param {string} word */
const capitalize = (word) => word.charAt(0).toUpperCase() + word.slice(1)

/**
 * The `payload` of Netlify's submission-created event. `data` holds the form's own fields (not
 * `form-name` nor the honeypot) and what Netlify records of the visitor; ids are made up locally.
 *
 * @param {{ name: string, form: NetlifyForm, fields: URLSearchParams, number: number, req: Request, siteUrl: string }} submission
 */
const submissionPayload = ({ name, form, fields, number, req, siteUrl }) => {
  const own = [...fields].filter(([key]) => key !== "form-name" && key !== form.honeypot)
  const human = own.map(([key, value]) => ({ title: capitalize(key), name: key, value }))
  return {
    id: randomBytes(12).toString("hex"),
    number,
    form_id: createHash("sha256").update(name).digest("hex").slice(0, 24),
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
 * Raises submission-created through @netlify/functions-dev, loaded on the first submission so the
 * server starts without it. Resolves with the function's status, or undefined when the site has
 * no such function; rejects when the function fails.
 *
 * @param {string} functionsDir
 */
const eventRaiser = (functionsDir) => {
  /** @type {Promise<import("@netlify/functions-dev").FunctionsHandler> | undefined} */
  let engine
  const start = async () => {
    const { FunctionsHandler } = await import("@netlify/functions-dev")
    const destPath = mkdtempSync(path.join(os.tmpdir(), "serve-functions-"))
    process.once("exit", () => rmSync(destPath, { recursive: true, force: true }))
    return new FunctionsHandler({
      config: /** @type {never} */ ({ get: () => ({}) }),
      destPath,
      geolocation: /** @type {never} */ ({ country: { code: "CA", name: "Canada" } }),
      projectRoot: ROOT,
      settings: {},
      timeouts: {},
      userFunctionsPath: functionsDir,
    })
  }
  /** @param {ReturnType<typeof submissionPayload>} payload */
  return async (payload) => {
    if (!existsSync(functionsDir)) return undefined
    engine ??= start()
    const functions = await engine
    for (const name of EVENT_FUNCTIONS) {
      const url = `${payload.site_url}/.netlify/functions/${name}`
      const match = await functions.match(new Request(url, { method: "POST" }))
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
}

/**
 * The POST handler. Registered form: for a plain browser submission, 303 to the page it was posted
 * to (the form's `action` in that page: each edition's form names its own page, under one form
 * name), 200 otherwise; then the event for a verified submission. Anything else: 404, as on Netlify.
 *
 * @param {{ publicDir: string, functionsDir: string, log: (...parts: unknown[]) => void }} options
 */
export const netlifyForms = async ({ publicDir, functionsDir, log }) => {
  const forms = await findNetlifyForms(publicDir)
  const raise = eventRaiser(path.resolve(functionsDir))
  let number = 0
  /** @param {Request} req @param {Response} res @param {URL} url */
  return async (req, res, url) => {
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
    log(`form ${name}: submission ${payload.id}`)
    raise(payload).then(
      (status) =>
        log(`submission-created for submission ${payload.id}: ${status ?? "no function"}`),
      (error) =>
        console.error(`submission-created failed for submission ${payload.id}: ${error.message}`),
    )
  }
}
