// Netlify Forms, emulated: at deploy Netlify registers every `<form name data-netlify="true">` it
// finds in the HTML, then accepts a url-encoded POST to any path whose `form-name` names one.
import { promises as fs } from "node:fs"
import path from "node:path"

const FORM_TAG = /<form\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi
const ATTRIBUTE = /([^\s"'=<>`/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g
const MAX_BODY_BYTES = 1024 * 1024

const parseAttributes = (source) =>
  new Map(
    Array.from(source.matchAll(ATTRIBUTE), ([, name, double, single, bare]) => [
      name.toLowerCase(),
      double ?? single ?? bare ?? "",
    ]),
  )

// Netlify accepts both the bare `netlify` attribute and `data-netlify="true"`.
const isNetlifyForm = (attributes) =>
  attributes.has("netlify") || attributes.get("data-netlify")?.toLowerCase() === "true"

/** name → { action, honeypot } for every Netlify form in the built HTML. */
export const findNetlifyForms = async (publicDir) => {
  const forms = new Map()
  const files = (await fs.readdir(publicDir, { recursive: true })).filter((file) =>
    file.endsWith(".html"),
  )
  for (const file of files) {
    // Some directories end in .html too (page-data/404.html/ holds the 404 page's data).
    if (!(await fs.stat(path.join(publicDir, file))).isFile()) continue
    const html = await fs.readFile(path.join(publicDir, file), "utf8")
    for (const [, source] of html.matchAll(FORM_TAG)) {
      const attributes = parseAttributes(source)
      const name = attributes.get("name")
      if (!name || !isNetlifyForm(attributes)) continue
      forms.set(name, {
        action: attributes.get("action") || undefined,
        honeypot: attributes.get("netlify-honeypot") || attributes.get("data-netlify-honeypot"),
      })
    }
  }
  return forms
}

const readBody = (req) =>
  new Promise((resolve, reject) => {
    const chunks = []
    let size = 0
    req.on("data", (chunk) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) reject(Object.assign(new Error("Body too large"), { status: 413 }))
      else chunks.push(chunk)
    })
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")))
    req.on("error", reject)
  })

// Only url-encoded bodies are handled: what a plain form POST and the site's fetch both send.
const isUrlEncoded = (req) =>
  (req.headers["content-type"] ?? "").toLowerCase().startsWith("application/x-www-form-urlencoded")

// A form submitted by the browser itself navigates; fetch() does not.
const isNavigation = (req) =>
  req.headers["sec-fetch-mode"] === "navigate" ||
  (req.headers["sec-fetch-mode"] === undefined && /text\/html/.test(req.headers.accept ?? ""))

const THANK_YOU = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Thank you!</title>
<h1>Thank you!</h1><p>Your form submission has been received.</p></html>`

/**
 * Answers a POST. Registered form: 303 to its `action` page for a plain browser submission, 200
 * otherwise. Anything else: 404, as on Netlify. Returns the accepted fields (for DEBUG logs).
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
