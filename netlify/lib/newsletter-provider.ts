// The one module that talks to the newsletter provider, Brevo (docs/newsletter.md says why Brevo).
// It reads the provider's settings from the environment, asks whether the provider already holds
// an address, and asks it to send the double opt-in email; it turns each HTTP answer into one of a
// few results the rest of the code understands. Changing provider means rewriting this file only:
// netlify/lib/newsletter-forward.ts (retries, outcomes, logs), the function and the replay script
// use nothing else from it.
//
// Brevo's API (https://developers.brevo.com/reference): every call sends the key in an `api-key`
// header; errors are `{ code, message }`; 429 carries `x-sib-ratelimit-reset` (seconds).
//   GET  /v3/contacts/{email}                  200 contact | 404 document_not_found
//   POST /v3/contacts/doubleOptinConfirmation  201 created | 204 updated | 400 bad request
// Brevo then emails the address with the list's template; the contact joins the list only when
// the link in that email is clicked, and the browser lands on `redirectionUrl`.
import { localeSettings, type Locale } from "../../src/data/locale"
import { localizedRoutes } from "../../src/data/routes"
import { apiBaseUrl } from "./api-url"

/** A newsletter list: one per edition of the site. */
export type Edition = Locale

export type ProviderSettings = {
  apiUrl: string
  apiKey: string
  listIds: Record<Edition, number>
  templateIds: Record<Edition, number>
  redirectUrls: Record<Edition, string | undefined>
  siteUrl: string
}

export type Signup = {
  submissionId: string
  email: string
  edition: Edition
  consentVersion: string
  consentedAt: string
}

export type ContactState = "absent" | "pending" | "subscribed" | "unsubscribed"

export type Refusal =
  | { ok: false; kind: "retry"; reason: string; retryAfterMs?: number; unanswered?: boolean }
  | { ok: false; kind: "invalid-address"; reason: string }
  | { ok: false; kind: "fatal"; reason: string }

/**
 * A call's result: its value, or why not: worth another try (rate limit, server error, no
 * answer), an address the provider refuses, or a problem only the owner can fix (key, ids).
 */
export type Answer<T> = { ok: true; value: T } | Refusal

/** The provider's name, for logs and docs. */
export const providerName = "Brevo"

const DEFAULT_API_URL = "https://api.brevo.com/v3"

/**
 * The contact attributes every signup carries: the consent record CASL asks the sender to keep.
 * Brevo only stores attributes that exist in the account; docs/newsletter.md lists them to create.
 */
export const signupAttributes = {
  language: "SIGNUP_LANGUAGE",
  consentVersion: "CONSENT_VERSION",
  consentedAt: "CONSENT_AT",
  submissionId: "NETLIFY_SUBMISSION_ID",
} as const

/** The environment variables this provider reads (docs/deploy.md). */
export const providerEnvironment = {
  apiKey: "NEWSLETTER_API_KEY",
  apiUrl: "NEWSLETTER_API_URL",
  listId: (edition: Edition) => `NEWSLETTER_LIST_ID_${edition.toUpperCase()}`,
  templateId: (edition: Edition) => `NEWSLETTER_TEMPLATE_ID_${edition.toUpperCase()}`,
  redirectUrl: (edition: Edition) => `NEWSLETTER_REDIRECT_URL_${edition.toUpperCase()}`,
  /** The site's main address, which Netlify sets for every function (never the caller's). */
  siteUrl: "URL",
}

/**
 * The settings from the environment, or the names of the variables missing or not ids.
 */
export const providerSettings = (
  env: Record<string, string | undefined>,
): { ok: true; settings: ProviderSettings } | { ok: false; problems: string[] } => {
  const problems: string[] = []
  const id = (name: string) => {
    const value = Number(env[name])
    if (!Number.isInteger(value) || value <= 0) problems.push(name)
    return value
  }
  const apiKey = env[providerEnvironment.apiKey]?.trim() ?? ""
  if (!apiKey) problems.push(providerEnvironment.apiKey)
  const perEdition = <T>(pick: (edition: Edition) => T): Record<Edition, T> => ({
    en: pick("en"),
    fr: pick("fr"),
  })
  const apiUrl = apiBaseUrl(env[providerEnvironment.apiUrl], DEFAULT_API_URL, "NEWSLETTER_API_URL")
  if (!apiUrl.ok) problems.push(apiUrl.problem)
  const siteUrl = apiBaseUrl(env[providerEnvironment.siteUrl], "", providerEnvironment.siteUrl)
  if (!siteUrl.ok) problems.push(`${providerEnvironment.siteUrl} (the site's https: address)`)
  const settings = {
    apiUrl: apiUrl.ok ? apiUrl.url : "",
    siteUrl: siteUrl.ok ? siteUrl.url : "",
    apiKey,
    listIds: perEdition((edition) => id(providerEnvironment.listId(edition))),
    templateIds: perEdition((edition) => id(providerEnvironment.templateId(edition))),
    redirectUrls: perEdition(
      (edition) => env[providerEnvironment.redirectUrl(edition)]?.trim() || undefined,
    ),
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, settings }
}

/**
 * Where the link in the confirmation email lands: the edition's "subscribed" page on the site's
 * configured address, unless the environment names another page. Nothing a visitor sends has a say.
 */
const redirectionUrl = (settings: ProviderSettings, signup: Signup) =>
  settings.redirectUrls[signup.edition] ??
  new URL(localizedRoutes[signup.edition].subscribed, settings.siteUrl).href

/**
 * Reads Brevo's `{ code, message }` error body, if any.
 */
const errorOf = async (response: Response): Promise<{ code: string; message: string }> => {
  const text = await response.text().catch(() => "")
  try {
    const { code = "", message = "" } = JSON.parse(text)
    return { code: String(code), message: String(message) }
  } catch {
    return { code: "", message: text.slice(0, 200) }
  }
}

/**
 * Seconds until Brevo lets the key call again, from a 429's headers.
 */
const retryAfterMs = (headers: Headers) => {
  const seconds = Number(headers.get("x-sib-ratelimit-reset") ?? headers.get("retry-after"))
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined
}

/**
 * An answer that is not a success: rate limits and server errors are worth another try; a bad key,
 * no credit or a bad request are not.
 */
const failure = async (response: Response, call: string): Promise<Refusal> => {
  const { code, message } = await errorOf(response)
  // The log keeps the provider's error code only: its message may repeat what the visitor typed.
  const said = `${call}: ${response.status}${code ? ` ${code}` : ""}`
  if (response.status === 429)
    return { ok: false, kind: "retry", reason: said, retryAfterMs: retryAfterMs(response.headers) }
  if (response.status >= 500) return { ok: false, kind: "retry", reason: said }
  if (response.status === 400 && /email/i.test(message) && code !== "missing_parameter")
    return { ok: false, kind: "invalid-address", reason: said }
  if (response.status === 401)
    return { ok: false, kind: "fatal", reason: `${said}: check ${providerEnvironment.apiKey}` }
  return { ok: false, kind: "fatal", reason: said }
}

/**
 * One HTTP call; a network error or a timeout is worth another try.
 */
const send = async (
  fetchImpl: typeof fetch,
  url: string,
  init: RequestInit,
  call: string,
): Promise<
  { ok: true; response: Response } | { ok: false; kind: "retry"; reason: string; unanswered: true }
> => {
  try {
    return { ok: true, response: await fetchImpl(url, init) }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return { ok: false, kind: "retry", reason: `${call}: no answer (${reason})`, unanswered: true }
  }
}

/**
 * A client for Brevo with these settings. `fetch` is injected so tests can watch it; `timeoutMs`
 * bounds each call, so the function always answers within its time limit.
 */
export const createNewsletterProvider = ({
  settings,
  fetch: fetchImpl = fetch,
}: {
  settings: ProviderSettings
  fetch?: typeof fetch
}) => {
  const headers = (timeoutMs: number) => ({
    headers: {
      "api-key": settings.apiKey,
      accept: "application/json",
      "content-type": "application/json",
    },
    signal: AbortSignal.timeout(timeoutMs),
  })

  return {
    name: providerName,

    /**
     * What the provider holds for this address, for the edition's list.
     */
    async lookup(
      email: string,
      edition: Edition,
      timeoutMs: number,
    ): Promise<Answer<ContactState>> {
      const call = "get contact"
      const url = `${settings.apiUrl}/contacts/${encodeURIComponent(email)}`
      const sent = await send(fetchImpl, url, { method: "GET", ...headers(timeoutMs) }, call)
      if (!sent.ok) return sent
      const { response } = sent
      if (response.status === 404) {
        await response.body?.cancel()
        return { ok: true, value: "absent" }
      }
      if (!response.ok) return failure(response, call)
      let contact: { emailBlacklisted?: boolean; listIds?: number[]; listUnsubscribed?: number[] }
      try {
        // Reading the body can fail too: not JSON (a proxy's error page), or the timeout fires.
        contact = await response.json()
      } catch (error) {
        const reason = error instanceof Error ? error.name : "unreadable"
        return {
          ok: false,
          kind: "retry",
          reason: `${call}: ${response.status}, unreadable (${reason})`,
        }
      }
      if (typeof contact !== "object" || contact === null)
        return { ok: false, kind: "retry", reason: `${call}: ${response.status}, not a contact` }
      const list = settings.listIds[edition]
      if (contact.emailBlacklisted || contact.listUnsubscribed?.includes(list))
        return { ok: true, value: "unsubscribed" }
      if (contact.listIds?.includes(list)) return { ok: true, value: "subscribed" }
      return { ok: true, value: "pending" }
    },

    /**
     * Asks Brevo to email the double opt-in link for the edition's list, with the consent record
     * as attributes. "created" or "updated" says whether Brevo knew the address before.
     */
    async requestConfirmation(
      signup: Signup,
      timeoutMs: number,
    ): Promise<Answer<"created" | "updated">> {
      const call = "double opt-in"
      const body = {
        email: signup.email,
        includeListIds: [settings.listIds[signup.edition]],
        templateId: settings.templateIds[signup.edition],
        redirectionUrl: redirectionUrl(settings, signup),
        attributes: {
          [signupAttributes.language]: localeSettings[signup.edition].lang,
          [signupAttributes.consentVersion]: signup.consentVersion,
          [signupAttributes.consentedAt]: signup.consentedAt,
          [signupAttributes.submissionId]: signup.submissionId,
        },
      }
      const url = `${settings.apiUrl}/contacts/doubleOptinConfirmation`
      const init = { method: "POST", body: JSON.stringify(body), ...headers(timeoutMs) }
      const sent = await send(fetchImpl, url, init, call)
      if (!sent.ok) return sent
      const { response } = sent
      if (response.status === 201 || response.status === 204) {
        await response.body?.cancel()
        return { ok: true, value: response.status === 201 ? "created" : "updated" }
      }
      // An address Brevo already holds, reported as a duplicate rather than updated: the same
      // thing for us (the signup is known), not an error.
      if (response.status === 400) {
        const copy = response.clone()
        const { code } = await errorOf(copy)
        if (code === "duplicate_parameter") return { ok: true, value: "updated" }
      }
      return failure(response, call)
    },
  }
}

export type NewsletterProvider = ReturnType<typeof createNewsletterProvider>
