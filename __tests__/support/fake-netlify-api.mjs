// A local stand-in for the parts of Netlify's API (https://open-api.netlify.com, swagger `form`
// and `submission`) that the newsletter function and scripts/newsletter-replay.mjs read: a site's
// forms, a form's verified submissions (newest first, a page at a time) and one submission by id,
// behind a personal access token. Plain JavaScript, so Jest and Node alike can load it.
//
//   const netlify = await startFakeNetlifyApi({ token, siteId, forms: [{ id, name, submissions }] })
//   … netlify.url is the API's base (…/api/v1); netlify.requests records every call.
import http from "node:http"
import { loopbackServer } from "./fake-server.mjs"

/**
 * @typedef {{
 *   id: string,
 *   number?: number,
 *   email?: string,
 *   created_at: string,
 *   site_url?: string,
 *   data: Record<string, unknown>,
 * }} FakeSubmission
 * @typedef {{ id: string, name: string, submissions: FakeSubmission[] }} FakeForm
 * @typedef {{ method: string, path: string, headers: Record<string, string | undefined> }} RecordedRequest
 */

/** The API's base path: Netlify serves it under https://api.netlify.com/api/v1. */
export const apiBasePath = "/api/v1"

/** Netlify's default and largest page. */
const PER_PAGE_MAX = 100

/**
 * @param {http.ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 * @param {Record<string, string>} [headers]
 */
const send = (res, status, body, headers = {}) => {
  res.writeHead(status, { "Content-Type": "application/json", ...headers })
  res.end(JSON.stringify(body))
}

/**
 * Newest first, as Netlify lists them.
 *
 * @template {{ created_at: string }} T
 * @param {T[]} submissions
 */
const newestFirst = (submissions) =>
  [...submissions].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))

/**
 * @param {{ token: string, siteId: string, forms?: FakeForm[] }} options
 */
export const createFakeNetlifyApi = ({ token, siteId, forms = [] }) => {
  /** @type {RecordedRequest[]} */
  const requests = []

  /**
   * One page of a list, with Netlify's `Link` header to the next one.
   *
   * @param {http.ServerResponse} res
   * @param {URL} url
   * @param {unknown[]} items
   */
  const page = (res, url, items) => {
    const number = Math.max(1, Number(url.searchParams.get("page") ?? 1))
    const perPage = Math.min(
      PER_PAGE_MAX,
      Math.max(1, Number(url.searchParams.get("per_page") ?? PER_PAGE_MAX)),
    )
    const slice = items.slice((number - 1) * perPage, number * perPage)
    /** @type {Record<string, string>} */
    const headers = {}
    if (number * perPage < items.length) {
      const next = new URL(url)
      next.searchParams.set("page", String(number + 1))
      headers.Link = `<${next.href}>; rel="next"`
    }
    return send(res, 200, slice, headers)
  }

  /** @param {FakeForm} form */
  const describeForm = (form) => ({
    id: form.id,
    site_id: siteId,
    name: form.name,
    paths: null,
    submission_count: form.submissions.length,
    fields: [],
    created_at: "2026-10-01T12:00:00.000Z",
  })

  /**
   * A submission as the API lists it.
   *
   * @param {FakeForm} form
   * @param {FakeSubmission} submission
   */
  const listed = (form, submission) => ({
    number: 1,
    email: submission.data.email,
    site_url: "https://lumasculpt.example",
    ...submission,
    form_id: form.id,
    form_name: form.name,
  })

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`)
    requests.push({
      method: req.method ?? "GET",
      path: `${url.pathname}${url.search}`,
      headers: /** @type {Record<string, string | undefined>} */ ({ ...req.headers }),
    })
    req.resume()
    if (req.headers.authorization !== `Bearer ${token}`)
      return send(res, 401, { code: 401, message: "Access Denied: your token is invalid" })
    if (req.method !== "GET") return send(res, 405, { code: 405, message: "Method not allowed" })
    const route = url.pathname.slice(apiBasePath.length)
    const siteRoute = /^\/sites\/([^/]+)\/(forms|submissions)$/.exec(route)
    if (siteRoute) {
      if (siteRoute[1] !== siteId) return send(res, 404, { code: 404, message: "Not Found" })
      if (siteRoute[2] === "forms") return send(res, 200, forms.map(describeForm))
      const all = forms.flatMap((form) => form.submissions.map((item) => listed(form, item)))
      return page(res, url, newestFirst(all))
    }
    const oneRoute = /^\/submissions\/([^/]+)$/.exec(route)
    if (oneRoute) {
      const owner = forms.find((item) => item.submissions.some(({ id }) => id === oneRoute[1]))
      const found = owner?.submissions.find(({ id }) => id === oneRoute[1])
      return owner && found
        ? send(res, 200, listed(owner, found))
        : send(res, 404, { code: 404, message: "Not Found" })
    }
    const formRoute = /^\/forms\/([^/]+)\/submissions$/.exec(route)
    const form = formRoute && forms.find(({ id }) => id === formRoute[1])
    if (form)
      return page(
        res,
        url,
        newestFirst(form.submissions).map((item) => listed(form, item)),
      )
    return send(res, 404, { code: 404, message: "Not Found" })
  })

  return {
    server,
    requests,
    forms,
    /** The API's base URL, what NETLIFY_API_URL takes, and listen/close. */
    ...loopbackServer(server, apiBasePath),
  }
}

/** @typedef {ReturnType<typeof createFakeNetlifyApi>} FakeNetlifyApi */

/**
 * A fake Netlify API already listening on a free port.
 *
 * @param {{ token: string, siteId: string, forms?: FakeForm[] }} options
 * @returns {Promise<FakeNetlifyApi>}
 */
export const startFakeNetlifyApi = async (options) => {
  const api = createFakeNetlifyApi(options)
  await api.listen()
  return api
}
