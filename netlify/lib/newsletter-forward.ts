// Forwarding a newsletter signup from Netlify Forms to the provider, whatever the provider is:
// read the submission, skip what is not a signup, ask the provider what it holds, request the
// double opt-in email, retry what is worth retrying within a time budget, and log one line per
// submission with its id. Used by netlify/lib/newsletter-process.ts, for the function, the daily
// retry and the replay. Netlify Forms keeps every submission whatever happens here.
import { createHmac } from "node:crypto"
import { isValidEmail, newsletterForm } from "../../src/data/newsletter-fields"
import { defaultLocale, localeSettings, locales } from "../../src/data/locale"
import { localeOfPath } from "../../src/data/routes"
import { consentVersionOf } from "./newsletter-consent"
import type { Answer, Edition, NewsletterProvider, Refusal, Signup } from "./newsletter-provider"

export type Provider = Pick<NewsletterProvider, "lookup" | "requestConfirmation">

export type NetlifySubmission = {
  id?: string
  number?: number
  form_id?: string
  form_name?: string
  created_at?: string
  site_url?: string
  email?: string
  data?: Record<string, unknown>
}

export type Outcome =
  | "confirmation-requested"
  | "already-subscribed"
  | "covered"
  | "unsubscribed"
  | "invalid-address"
  | "ignored"
  | "deferred"
  | "failed"

export type Report = {
  outcome: Outcome
  submissionId: string
  edition?: Edition
  detail: string
  calls: number
  unanswered?: boolean
}

export type Timing = {
  now: () => number
  sleep: (ms: number) => Promise<void>
  budgetMs: number
  attemptTimeoutMs: number
  delaysMs: readonly number[]
}

/**
 * Within a Netlify Function's limit (60 s for synchronous functions, 30 s for scheduled ones), with
 * room to spare: at most four tries of each call, 0.25 s, 1 s and 2.5 s apart, all within 8 s.
 */
export const functionTiming: Timing = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  budgetMs: 8000,
  attemptTimeoutMs: 4000,
  delaysMs: [250, 1000, 2500],
}

/** The longest address SMTP can carry (RFC 5321's 256-octet path, less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254

/**
 * An address as the logs and the ledger show it: a keyed hash, the same for the same address (so
 * the owner can match lines), that nobody without the key can turn back into the address or its
 * domain.
 */
export const addressHash = (email: string, key: string) =>
  `addr:${createHmac("sha256", key).update(email.trim().toLowerCase()).digest("hex").slice(0, 16)}`

/** An ISO 8601 date-time with its zone, as Netlify's API writes `created_at`. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

/**
 * @returns the same moment in UTC, or undefined when it is not an ISO date
 */
export const isoDateTime = (value: unknown): string | undefined => {
  if (typeof value !== "string" || !ISO_DATE_TIME.test(value)) return undefined
  const time = Date.parse(value)
  return Number.isNaN(time) ? undefined : new Date(time).toISOString()
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "")

/**
 * The edition a signup belongs to: its `language` field, or for a submission without one the path
 * of the page it came from, or the site's default edition.
 */
export const editionOf = (lang: string | undefined, referrer: string | undefined): Edition => {
  const byLang = locales.find((locale) => localeSettings[locale].lang === lang?.trim())
  if (byLang) return byLang
  try {
    return localeOfPath(new URL(referrer ?? "").pathname)
  } catch {
    // No referrer, or not a URL.
    return defaultLocale
  }
}

/**
 * The submission's id as the owner finds it in Netlify (Forms → the submission), or its number.
 */
export const submissionIdOf = (submission: NetlifySubmission) =>
  typeof submission.id === "string" ? submission.id : "(no id)"

/**
 * The signup a submission carries, or why it is not one.
 *
 * @param submission as Netlify's API returns it
 */
export const signupFrom = (
  submission: NetlifySubmission,
): { ok: true; signup: Signup; consentKnown: boolean } | { ok: false; reason: string } => {
  const data = submission.data ?? {}
  const formName = submission.form_name ?? text(data["form-name"])
  if (formName !== newsletterForm.name)
    return { ok: false, reason: `a submission of the form "${formName || "(unnamed)"}"` }
  if (text(data[newsletterForm.honeypot]))
    return { ok: false, reason: "the honeypot field is filled (a bot)" }
  const consentedAt = isoDateTime(submission.created_at)
  if (!consentedAt) return { ok: false, reason: "Netlify gave no ISO date for the submission" }
  // Submissions from before 2026-11-27 carry no version (docs/consent-versions.md).
  const consent = consentVersionOf(text(data[newsletterForm.consentVersionField]))
  return {
    ok: true,
    consentKnown: consent.known,
    signup: {
      submissionId: submissionIdOf(submission),
      email: text(data[newsletterForm.emailField]) || text(submission.email),
      edition: editionOf(text(data[newsletterForm.languageField]), text(data.referrer)),
      consentVersion: consent.version,
      consentedAt,
    },
  }
}

/**
 * Calls until the answer is final, waiting between tries (longer if the provider asks), and gives
 * up when the tries run out or the next one would not fit in the budget.
 * `retryUnanswered: false` is for a call that may have acted although no answer came (a POST that
 * timed out): the ledger's retry looks first, a day later.
 */
const withRetries = async <T>(
  call: (timeoutMs: number) => Promise<Answer<T>>,
  timing: Timing,
  deadline: number,
  { retryUnanswered = true }: { retryUnanswered?: boolean } = {},
) => {
  let calls = 0
  for (;;) {
    const timeoutMs = Math.max(1, Math.min(timing.attemptTimeoutMs, deadline - timing.now()))
    const answer = await call(timeoutMs)
    calls += 1
    if (answer.ok || answer.kind !== "retry") return { answer, calls }
    if (answer.unanswered && !retryUnanswered)
      return { answer, calls, gaveUp: "without a second try: the first may have been sent" }
    const backoff = timing.delaysMs[calls - 1]
    if (backoff === undefined) return { answer, calls, gaveUp: `after ${calls} tries` }
    const wait = Math.max(backoff, answer.retryAfterMs ?? 0)
    if (timing.now() + wait >= deadline)
      return { answer, calls, gaveUp: `the next try would not fit in ${timing.budgetMs} ms` }
    await timing.sleep(wait)
  }
}

const refused = (
  refusal: Refusal,
  gaveUp: string | undefined,
): Pick<Report, "outcome" | "detail"> =>
  refusal.kind === "invalid-address"
    ? { outcome: "invalid-address", detail: `the provider refuses the address: ${refusal.reason}` }
    : {
        outcome: "failed",
        detail: gaveUp ? `${refusal.reason}; gave up ${gaveUp}` : refusal.reason,
      }

/**
 * Forwards one signup: nothing for an address that is malformed, confirmed or unsubscribed;
 * otherwise the double opt-in request, also to an address the provider holds unconfirmed on this
 * list (someone signing up again has likely lost the first email; the ledger's limits decide how
 * often that may happen).
 */
export const forwardSignup = async (
  signup: Signup,
  { provider, timing }: { provider: Provider; timing: Timing },
): Promise<Report> => {
  const base = { submissionId: signup.submissionId, edition: signup.edition }
  if (!isValidAddress(signup.email))
    return { ...base, outcome: "invalid-address", detail: "not an email address", calls: 0 }
  const deadline = timing.now() + timing.budgetMs
  const looked = await withRetries(
    (timeoutMs) => provider.lookup(signup.email, signup.edition, timeoutMs),
    timing,
    deadline,
  )
  if (!looked.answer.ok)
    return { ...base, ...refused(looked.answer, looked.gaveUp), calls: looked.calls }
  const state = looked.answer.value
  const unsent = (outcome: Outcome, detail: string) => ({
    ...base,
    outcome,
    detail,
    calls: looked.calls,
  })
  if (state === "subscribed")
    return unsent("already-subscribed", "already confirmed on this list; nothing sent")
  if (state === "unsubscribed")
    return unsent("unsubscribed", "unsubscribed or blocked at the provider; left as is")

  const asked = await withRetries(
    (timeoutMs) => provider.requestConfirmation(signup, timeoutMs),
    timing,
    deadline,
    { retryUnanswered: false },
  )
  const calls = looked.calls + asked.calls
  if (!asked.answer.ok) {
    const unanswered = asked.answer.kind === "retry" && asked.answer.unanswered === true
    return { ...base, ...refused(asked.answer, asked.gaveUp), calls, unanswered }
  }
  const known = asked.answer.value === "updated" ? "an address it knew" : "a new address"
  return { ...base, outcome: "confirmation-requested", detail: `for ${known}`, calls }
}

/**
 * An address the provider can write to: the form's check, within SMTP's length.
 */
export const isValidAddress = (email: string) =>
  email.length <= EMAIL_MAX_LENGTH && isValidEmail(email)

/**
 * The log line for a report: the submission id first, so the owner can find it in Netlify.
 *
 * @param hash the address's keyed hash (addressHash)
 */
export const describe = (report: Report, hash?: string) => {
  const who = [report.edition, hash].filter(Boolean).join(", ")
  const line = `newsletter: submission ${report.submissionId}${who ? ` (${who})` : ""}: ${report.outcome}: ${report.detail}`
  return report.calls > 1 ? `${line} [${report.calls} calls]` : line
}
