// Netlify's API (https://open-api.netlify.com), the parts the newsletter reads: a site's forms and
// one submission by id. Netlify signs nothing it sends to `submission-created`, and the function's
// URL answers anyone, so the function believes only what this API returns for the id it is given:
// a submission of this site's newsletter form that Netlify has stored (docs/newsletter.md).
import { newsletterForm } from "../../src/data/newsletter-fields"
import { apiBaseUrl } from "./api-url"

import type { NetlifySubmission } from "./newsletter-forward"

export type NetlifyApi = {
  apiUrl: string
  token: string
  siteId: string
  fetch: typeof fetch
  timeoutMs?: number
}

export type Verified =
  | { ok: true; submission: NetlifySubmission }
  | { ok: false; kind: "unknown" | "retry" | "fatal"; reason: string }

export const NETLIFY_API_URL = "https://api.netlify.com/api/v1"

/** The variables the function and the replay read to reach Netlify's API (docs/deploy.md). */
export const netlifyApiEnvironment = {
  token: "NETLIFY_AUTH_TOKEN",
  apiUrl: "NETLIFY_API_URL",
}

/**
 * Netlify's ids are 24 hexadecimal characters; anything else is not looked up at all, so a
 * caller cannot steer the request to another path of the API.
 */
const SUBMISSION_ID = /^[0-9a-f]{24}$/i

export const isSubmissionId = (id: unknown) => typeof id === "string" && SUBMISSION_ID.test(id)

/**
 * The API's settings from the environment, or the problems with them.
 */
export const netlifyApiFrom = (
  env: Record<string, string | undefined>,
  siteId: string | undefined,
  fetchImpl: typeof fetch,
): { ok: true; api: NetlifyApi } | { ok: false; problems: string[] } => {
  const problems = []
  const token = env[netlifyApiEnvironment.token]?.trim() ?? ""
  if (!token) problems.push(netlifyApiEnvironment.token)
  if (!siteId?.trim()) problems.push("the site's id (SITE_ID)")
  const base = apiBaseUrl(env[netlifyApiEnvironment.apiUrl], NETLIFY_API_URL, "NETLIFY_API_URL")
  if (!base.ok) problems.push(base.problem)
  if (!base.ok || problems.length > 0) return { ok: false, problems }
  return { ok: true, api: { apiUrl: base.url, token, siteId: siteId ?? "", fetch: fetchImpl } }
}

/**
 * One GET; the answer's JSON, or why not.
 */
export const netlifyGet = async (
  { apiUrl, token, fetch: fetchImpl, timeoutMs = 5000 }: NetlifyApi,
  path: string,
): Promise<
  | { ok: true; status: number; body: unknown }
  | { ok: false; kind: "unknown" | "retry" | "fatal"; reason: string }
> => {
  let response
  try {
    response = await fetchImpl(`${apiUrl}${path}`, {
      headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return { ok: false, kind: "retry", reason: `Netlify's API: no answer (${reason})` }
  }
  if (response.status === 404) {
    await response.body?.cancel()
    return { ok: false, kind: "unknown", reason: "Netlify's API has no such submission" }
  }
  if (response.status === 401 || response.status === 403) {
    await response.body?.cancel()
    return {
      ok: false,
      kind: "fatal",
      reason: `Netlify's API refused ${netlifyApiEnvironment.token} (${response.status})`,
    }
  }
  if (!response.ok) {
    await response.body?.cancel()
    return { ok: false, kind: "retry", reason: `Netlify's API answered ${response.status}` }
  }
  try {
    return { ok: true, status: response.status, body: await response.json() }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return { ok: false, kind: "retry", reason: `Netlify's API: unreadable answer (${reason})` }
  }
}

/**
 * The id of this site's newsletter form.
 */
export const newsletterFormId = async (
  api: NetlifyApi,
): Promise<
  { ok: true; formId: string } | { ok: false; kind: "unknown" | "retry" | "fatal"; reason: string }
> => {
  const forms = await netlifyGet(api, `/sites/${encodeURIComponent(api.siteId)}/forms`)
  if (!forms.ok) return forms.kind === "unknown" ? { ...forms, kind: "fatal" } : forms
  const form = Array.isArray(forms.body)
    ? forms.body.find(
        (item: unknown) =>
          typeof item === "object" &&
          item !== null &&
          "name" in item &&
          item.name === newsletterForm.name,
      )
    : undefined
  if (typeof form !== "object" || form === null || !("id" in form) || typeof form.id !== "string")
    return {
      ok: false,
      kind: "fatal",
      reason: `the site has no form named "${newsletterForm.name}"`,
    }
  return { ok: true, formId: form.id }
}

/** The fields of Netlify's answer that the newsletter reads, each of its type or left out. */
export const submissionOf = (body: unknown): NetlifySubmission | null => {
  if (typeof body !== "object" || body === null) return null
  const fields: Record<string, unknown> = Object.fromEntries(Object.entries(body))
  const text = (key: string) => (typeof fields[key] === "string" ? fields[key] : undefined)
  const { number, data } = fields
  return {
    id: text("id"),
    number: typeof number === "number" ? number : undefined,
    form_id: text("form_id"),
    form_name: text("form_name"),
    created_at: text("created_at"),
    site_url: text("site_url"),
    email: text("email"),
    data:
      typeof data === "object" && data !== null
        ? Object.fromEntries(Object.entries(data))
        : undefined,
  }
}

/**
 * The submission Netlify holds under this id, if it belongs to this site's newsletter form.
 * Only the API's copy is returned: nothing the caller sent beyond the id is used.
 */
export const verifiedSubmission = async (api: NetlifyApi, id: unknown): Promise<Verified> => {
  if (!isSubmissionId(id))
    return { ok: false, kind: "unknown", reason: "not a Netlify submission id" }
  const form = await newsletterFormId(api)
  if (!form.ok) return form
  const found = await netlifyGet(api, `/submissions/${encodeURIComponent(String(id))}`)
  if (!found.ok) return found
  const submission = submissionOf(found.body)
  if (!submission || submission.id !== id || submission.form_id !== form.formId)
    return { ok: false, kind: "unknown", reason: "not a submission of this site's newsletter form" }
  return { ok: true, submission: { ...submission, form_name: newsletterForm.name } }
}
