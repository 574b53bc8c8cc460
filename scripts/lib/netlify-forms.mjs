// Netlify Forms, emulated: at deploy Netlify registers every `<form name data-netlify="true">` it
// finds in the HTML, then accepts a url-encoded POST to any path whose `form-name` names one.
import { promises as fs } from "node:fs"
import path from "node:path"
import { parseHtml } from "./parse-html.mjs"

/**
 * @typedef {import("node:http").IncomingMessage} Request
 * @typedef {import("node:http").ServerResponse} Response
 * @typedef {{ action: string | undefined, honeypot: string | undefined }} NetlifyForm
 * @typedef {Map<string, NetlifyForm>} NetlifyForms
 */

const MAX_BODY_BYTES = 1024 * 1024

/**
 * Netlify accepts both the bare `netlify` attribute and `data-netlify="true"`.
 *
 * @param {import("node-html-parser").HTMLElement} form
 */
const isNetlifyForm = (form) =>
  form.hasAttribute("netlify") || form.getAttribute("data-netlify")?.toLowerCase() === "true"

/**
 * name → { action, honeypot } for every Netlify form in the built HTML.
 *
 * @param {string} publicDir
 */
export const findNetlifyForms = async (publicDir) => {
  /** @type {NetlifyForms} */
  const forms = new Map()
  const files = (await fs.readdir(publicDir, { recursive: true })).filter((file) =>
    file.endsWith(".html"),
  )
  for (const file of files) {
    // Some directories end in .html too (page-data/404.html/ holds the 404 page's data).
    if (!(await fs.stat(path.join(publicDir, file))).isFile()) continue
    const html = await fs.readFile(path.join(publicDir, file), "utf8")
    for (const form of parseHtml(html).querySelectorAll("form")) {
      const name = form.getAttribute("name")
      if (!name || !isNetlifyForm(form)) continue
      forms.set(name, {
        action: form.getAttribute("action") || undefined,
        honeypot:
          form.getAttribute("netlify-honeypot") || form.getAttribute("data-netlify-honeypot"),
      })
    }
  }
  return forms
}

/**
 * @param {Request} req
 * @returns {Promise<string>}
 */
const readBody = (req) =>
  new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = []
    let size = 0
    req.on("data", (/** @type {Buffer} */ chunk) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) reject(Object.assign(new Error("Body too large"), { status: 413 }))
      else chunks.push(chunk)
    })
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")))
    req.on("error", reject)
  })

/**
 * Only url-encoded bodies are handled: what a plain form POST and the site's fetch both send.
 *
 * @param {Request} req
 */
const isUrlEncoded = (req) =>
  (req.headers["content-type"] ?? "").toLowerCase().startsWith("application/x-www-form-urlencoded")

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

/**
 * Answers a POST. Registered form: 303 to its `action` page for a plain browser submission, 200
 * otherwise. Anything else: 404, as on Netlify. Returns the accepted fields (for DEBUG logs).
 *
 * @param {Request} req
 * @param {Response} res
 * @param {NetlifyForms} forms
 */
export const handleFormPost = async (req, res, forms) => {
  const fields = isUrlEncoded(req)
    ? new URLSearchParams(await readBody(req))
    : new URLSearchParams()
  const form = forms.get(fields.get("form-name") ?? "")
  if (!form) {
    res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not Found")
    return undefined
  }
  const spam = Boolean(form.honeypot && fields.get(form.honeypot))
  if (isNavigation(req) && form.action) {
    res.writeHead(303, { Location: form.action }).end()
  } else {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(THANK_YOU)
  }
  return { name: fields.get("form-name"), spam, fields: Object.fromEntries(fields) }
}
