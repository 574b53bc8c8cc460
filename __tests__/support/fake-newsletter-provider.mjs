// A local stand-in for the newsletter provider, Brevo: the two calls of its contacts API the site
// makes (https://developers.brevo.com/reference/create-doi-contact and get-contact-info), with the
// answers Brevo documents, so the function, the replay script and the browser tests run without
// the internet. Plain JavaScript, so Jest, Playwright and Node alike can load it.
//
// In a test:   const provider = await startFakeNewsletterProvider({ apiKey: "test-key" })
//              … provider.url is the API's base (…/v3); provider.requests records every call.
// As a server: node __tests__/support/fake-newsletter-provider.mjs
//              (FAKE_NEWSLETTER_PORT, default 9401; FAKE_NEWSLETTER_API_KEY, the e2e key)
//              for the browser tests, which read and reset it over HTTP at /__fake/*.
import http from "node:http"
import { loopbackServer } from "./fake-server.mjs"

/**
 * @typedef {{
 *   email: string,
 *   id: number,
 *   emailBlacklisted: boolean,
 *   smsBlacklisted: boolean,
 *   listIds: number[],
 *   listUnsubscribed: number[],
 *   attributes: Record<string, unknown>,
 *   createdAt: string,
 *   modifiedAt: string,
 * }} FakeContact
 * @typedef {Partial<Omit<FakeContact, "email" | "id">> & { email: string }} ContactSeed
 * @typedef {{
 *   method: string,
 *   path: string,
 *   headers: Record<string, string | undefined>,
 *   body: unknown,
 * }} RecordedRequest
 * @typedef {{
 *   status: number,
 *   times?: number,
 *   path?: string,
 *   headers?: Record<string, string>,
 *   body?: unknown,
 *   rawBody?: string,
 * }} CannedAnswer
 * @typedef {{
 *   email: string,
 *   includeListIds: number[],
 *   templateId: number,
 *   redirectionUrl: string,
 *   attributes: Record<string, unknown>,
 * }} Confirmation
 */

/** The API's base path: Brevo serves v3 under https://api.brevo.com/v3. */
export const apiBasePath = "/v3"

/** Where the browser tests find the fake, and the ids their served function sends. */
export const e2eNewsletterProvider = {
  port: Number(process.env.FAKE_NEWSLETTER_PORT ?? 9401),
  apiKey: "e2e-newsletter-api-key",
  listIds: { en: 101, fr: 102 },
  templateIds: { en: 201, fr: 202 },
}

/**
 * The environment a function needs to talk to a fake (docs/deploy.md lists the real ones).
 *
 * @param {{ url: string, apiKey: string, listIds: { en: number, fr: number }, templateIds: { en: number, fr: number } }} settings
 * @returns {Record<string, string>}
 */
export const newsletterEnvFor = ({ url, apiKey, listIds, templateIds }) => ({
  NEWSLETTER_API_URL: url,
  NEWSLETTER_API_KEY: apiKey,
  NEWSLETTER_LIST_ID_EN: String(listIds.en),
  NEWSLETTER_LIST_ID_FR: String(listIds.fr),
  NEWSLETTER_TEMPLATE_ID_EN: String(templateIds.en),
  NEWSLETTER_TEMPLATE_ID_FR: String(templateIds.fr),
})

/** The environment `npm run serve` needs for the browser tests' fake. */
export const e2eNewsletterEnv = () =>
  newsletterEnvFor({
    ...e2eNewsletterProvider,
    url: `http://127.0.0.1:${e2eNewsletterProvider.port}${apiBasePath}`,
  })

// Brevo accepts more than this, but every address the tests call malformed fails it too.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

/** @param {unknown} value */
const isIdList = (value) =>
  Array.isArray(value) && value.length > 0 && value.every((id) => Number.isInteger(id) && id > 0)

/**
 * Brevo's error body: `{ code, message }` (its ErrorModel).
 *
 * @param {string} code
 * @param {string} message
 */
const error = (code, message) => ({ code, message })

/**
 * @param {http.IncomingMessage} req
 * @returns {Promise<string>}
 */
const readBody = (req) =>
  new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = []
    req.on("data", (/** @type {Buffer} */ chunk) => chunks.push(chunk))
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")))
    req.on("error", reject)
  })

/** @param {string} text */
const parseJson = (text) => {
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/**
 * @param {http.ServerResponse} res
 * @param {number} status
 * @param {unknown} [body]
 * @param {Record<string, string>} [headers]
 */
const send = (res, status, body, headers = {}) => {
  if (body === undefined) return res.writeHead(status, headers).end()
  res.writeHead(status, { "Content-Type": "application/json", ...headers })
  res.end(JSON.stringify(body))
}

/**
 * A fake Brevo with its state in memory. `listen` starts it; tests then point
 * NEWSLETTER_API_URL at `url`.
 *
 * @param {{ apiKey?: string }} [options] the key it accepts (any key when unset)
 */
export const createFakeNewsletterProvider = ({ apiKey } = {}) => {
  /** @type {RecordedRequest[]} */
  const requests = []
  /** @type {Map<string, FakeContact>} */
  const contacts = new Map()
  /** @type {Map<string, Confirmation>} */
  const confirmations = new Map()
  /** @type {(CannedAnswer & { times: number })[]} */
  let canned = []
  let nextId = 1

  /** @param {string} email */
  const key = (email) => email.trim().toLowerCase()

  /** @param {ContactSeed} seed */
  const addContact = (seed) => {
    const now = new Date().toISOString()
    /** @type {FakeContact} */
    const contact = {
      id: nextId++,
      emailBlacklisted: false,
      smsBlacklisted: false,
      listIds: [],
      listUnsubscribed: [],
      attributes: {},
      createdAt: now,
      modifiedAt: now,
      ...seed,
      email: key(seed.email),
    }
    contacts.set(contact.email, contact)
    return contact
  }

  /**
   * What clicking the link in the confirmation email does: the contact joins the lists it asked
   * for. Returns where Brevo then sends the browser, or undefined when nothing was asked.
   *
   * @param {string} email
   */
  const confirm = (email) => {
    const confirmation = confirmations.get(key(email))
    const contact = contacts.get(key(email))
    if (!confirmation || !contact) return undefined
    contact.listIds = [...new Set([...contact.listIds, ...confirmation.includeListIds])]
    contact.listUnsubscribed = contact.listUnsubscribed.filter(
      (id) => !confirmation.includeListIds.includes(id),
    )
    contact.modifiedAt = new Date().toISOString()
    confirmations.delete(key(email))
    return confirmation.redirectionUrl
  }

  /**
   * Answers the next matching requests with `status` instead of handling them: 429 or 503 to
   * test retries, 401 for a bad key. Each answer applies `times` times (1 by default).
   *
   * @param {...CannedAnswer} answers
   */
  const failNext = (...answers) => {
    canned = [...canned, ...answers.map((answer) => ({ times: 1, ...answer }))]
  }

  const reset = () => {
    requests.length = 0
    contacts.clear()
    confirmations.clear()
    canned = []
  }

  /** The double opt-in requests received, in order: what most tests assert. */
  const confirmationRequests = () =>
    requests.filter(
      ({ method, path: url }) =>
        method === "POST" && url === `${apiBasePath}/contacts/doubleOptinConfirmation`,
    )

  /**
   * POST /contacts/doubleOptinConfirmation: 201 when the contact is new, 204 when it existed
   * (its attributes updated), 400 for a missing or malformed parameter.
   *
   * @param {http.ServerResponse} res
   * @param {any} body
   */
  const requestConfirmation = (res, body) => {
    if (typeof body !== "object" || body === null)
      return send(res, 400, error("bad_request", "Input must be a JSON object"))
    for (const field of ["email", "includeListIds", "templateId", "redirectionUrl"]) {
      if (body[field] === undefined)
        return send(res, 400, error("missing_parameter", `${field} is missing`))
    }
    if (typeof body.email !== "string" || !EMAIL.test(body.email))
      return send(res, 400, error("invalid_parameter", "email is not valid"))
    if (!isIdList(body.includeListIds))
      return send(res, 400, error("invalid_parameter", "includeListIds should be a list of ids"))
    if (!Number.isInteger(body.templateId))
      return send(res, 400, error("invalid_parameter", "templateId should be an integer"))
    try {
      new URL(body.redirectionUrl)
    } catch {
      return send(res, 400, error("invalid_parameter", "redirectionUrl is not a valid URL"))
    }
    const existing = contacts.get(key(body.email))
    const attributes = { ...(existing?.attributes ?? {}), ...(body.attributes ?? {}) }
    if (existing) {
      existing.attributes = attributes
      existing.modifiedAt = new Date().toISOString()
    } else {
      addContact({ email: body.email, attributes })
    }
    confirmations.set(key(body.email), {
      email: key(body.email),
      includeListIds: body.includeListIds,
      templateId: body.templateId,
      redirectionUrl: body.redirectionUrl,
      attributes,
    })
    return send(res, existing ? 204 : 201)
  }

  /**
   * GET /contacts/{identifier}: the contact's details, or 404 document_not_found.
   *
   * @param {http.ServerResponse} res
   * @param {string} identifier
   */
  const getContact = (res, identifier) => {
    if (!EMAIL.test(identifier))
      return send(res, 400, error("invalid_parameter", "Invalid email address"))
    const contact = contacts.get(key(identifier))
    if (!contact) return send(res, 404, error("document_not_found", "Contact does not exist"))
    return send(res, 200, contact)
  }

  /**
   * The browser tests' window on the fake, unauthenticated and outside the API's path.
   *
   * @param {http.ServerResponse} res
   * @param {string} method
   * @param {string} route
   * @param {any} body
   */
  const control = (res, method, route, body) => {
    if (method === "GET" && route === "/__fake/health") return send(res, 200, { ok: true })
    if (method === "GET" && route === "/__fake/requests") return send(res, 200, requests)
    if (method === "GET" && route === "/__fake/contacts")
      return send(res, 200, [...contacts.values()])
    if (method === "POST" && route === "/__fake/reset") return send(res, 204, reset())
    if (method === "POST" && route === "/__fake/contacts") return send(res, 201, addContact(body))
    if (method === "POST" && route === "/__fake/confirm")
      return send(res, 200, { redirectionUrl: confirm(body?.email ?? "") ?? null })
    if (method === "POST" && route === "/__fake/fail") return send(res, 204, failNext(...body))
    return send(res, 404, error("not_found", `No fake route ${method} ${route}`))
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost")
    const method = req.method ?? "GET"
    const body = parseJson(await readBody(req))
    if (url.pathname.startsWith("/__fake/")) return control(res, method, url.pathname, body)

    requests.push({
      method,
      path: `${url.pathname}${url.search}`,
      headers: /** @type {Record<string, string | undefined>} */ ({ ...req.headers }),
      body,
    })

    const answer = canned.find((entry) => !entry.path || entry.path === url.pathname)
    if (answer) {
      answer.times -= 1
      if (answer.times <= 0) canned = canned.filter((entry) => entry !== answer)
      // A body that is not JSON (a proxy's error page), sent as it is.
      if (answer.rawBody !== undefined)
        return void res.writeHead(answer.status, answer.headers).end(answer.rawBody)
      return send(res, answer.status, answer.body, answer.headers)
    }

    if (!req.headers["api-key"] || (apiKey !== undefined && req.headers["api-key"] !== apiKey))
      return send(res, 401, error("unauthorized", "Key not found"))

    const route = url.pathname.slice(apiBasePath.length)
    if (!url.pathname.startsWith(`${apiBasePath}/`))
      return send(res, 404, error("not_found", "Not found"))
    if (method === "POST" && route === "/contacts/doubleOptinConfirmation") {
      if (!(req.headers["content-type"] ?? "").startsWith("application/json"))
        return send(res, 415, error("bad_request", "Content-Type must be application/json"))
      return requestConfirmation(res, body)
    }
    const contactPath = /^\/contacts\/([^/]+)$/.exec(route)
    if (method === "GET" && contactPath) return getContact(res, decodeURIComponent(contactPath[1]))
    return send(
      res,
      405,
      error("method_not_allowed", `${method} Method is not allowed on this path`),
    )
  })

  return {
    server,
    requests,
    contacts,
    confirmations,
    addContact,
    confirm,
    failNext,
    reset,
    confirmationRequests,
    /** The API's base URL, what NEWSLETTER_API_URL takes, and listen/close. */
    ...loopbackServer(server, apiBasePath),
  }
}

/** @typedef {ReturnType<typeof createFakeNewsletterProvider>} FakeNewsletterProvider */

/**
 * A fake provider already listening (on a free port unless `port` is given).
 *
 * @param {{ apiKey?: string, port?: number, host?: string }} [options]
 * @returns {Promise<FakeNewsletterProvider>}
 */
export const startFakeNewsletterProvider = async ({ apiKey, port = 0, host } = {}) => {
  const provider = createFakeNewsletterProvider({ apiKey })
  await provider.listen(port, host)
  return provider
}

// Run as a program (not imported): Jest's CommonJS runtime has no import.meta, hence the name test.
if (process.argv[1]?.endsWith("fake-newsletter-provider.mjs")) {
  startFakeNewsletterProvider({
    apiKey: process.env.FAKE_NEWSLETTER_API_KEY ?? e2eNewsletterProvider.apiKey,
    port: e2eNewsletterProvider.port,
  }).then(
    (provider) => {
      console.log(`Fake newsletter provider (Brevo API) at ${provider.url}`)
      const shutdown = () => provider.close().then(() => process.exit(0))
      process.once("SIGINT", shutdown)
      process.once("SIGTERM", shutdown)
    },
    (error) => {
      console.error(error.message)
      process.exit(1)
    },
  )
}
