// Forwarding a newsletter signup from Netlify Forms to the provider, whatever the provider is:
// read the submission, skip what is not a signup, ask the provider what it holds, request the
// double opt-in email, retry what is worth retrying within a time budget, and log one line per
// submission with its id. Used by netlify/functions/submission-created.ts (each new submission)
// and scripts/newsletter-replay.mjs (submissions the provider missed). Netlify Forms keeps every
// submission whatever happens here.
import { isValidEmail, newsletterForm } from "../../src/data/newsletter-fields.mjs"
import { editionOf } from "./newsletter-editions.mjs"

/**
 * @typedef {import("./newsletter-editions.mjs").Edition} Edition
 * @typedef {import("./newsletter-provider.mjs").Signup} Signup
 * @typedef {import("./newsletter-provider.mjs").Refusal} Refusal
 * @typedef {Pick<import("./newsletter-provider.mjs").NewsletterProvider, "lookup" | "requestConfirmation">} Provider
 * A submission as Netlify describes it, in the `submission-created` event's `payload` and in its
 * API's submission lists: `data` holds the form's fields plus `ip`, `user_agent` and `referrer`.
 * @typedef {{
 *   id?: string,
 *   number?: number,
 *   form_id?: string,
 *   form_name?: string,
 *   created_at?: string,
 *   site_url?: string,
 *   email?: string,
 *   data?: Record<string, unknown>,
 * }} NetlifySubmission
 * What became of a submission:
 *   confirmation-requested  the provider is emailing the double opt-in link
 *   already-subscribed      confirmed on this list already: nothing sent
 *   awaiting-confirmation   (replay only) the provider holds it, unconfirmed: nothing sent again
 *   unsubscribed            the person left, or the provider blocks the address: left as is
 *   invalid-address         not an address the provider can write to: nothing sent
 *   ignored                 not a newsletter signup (another form, the honeypot filled)
 *   failed                  the provider could not be reached or refused the call: replay later
 * @typedef {"confirmation-requested" | "already-subscribed" | "awaiting-confirmation"
 *   | "unsubscribed" | "invalid-address" | "ignored" | "failed"} Outcome
 * @typedef {{
 *   outcome: Outcome,
 *   submissionId: string,
 *   edition?: Edition,
 *   detail: string,
 *   calls: number,
 * }} Report
 * @typedef {{
 *   now: () => number,
 *   sleep: (ms: number) => Promise<void>,
 *   budgetMs: number,
 *   attemptTimeoutMs: number,
 *   delaysMs: readonly number[],
 * }} Timing
 */

/**
 * Within a Netlify Function's limit (30 s for synchronous functions, 10 s on older sites), with
 * room to spare: at most four tries of each call, 0.25 s, 1 s and 2.5 s apart, all within 8 s.
 *
 * @type {Timing}
 */
export const functionTiming = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  budgetMs: 8000,
  attemptTimeoutMs: 4000,
  delaysMs: [250, 1000, 2500],
}

/**
 * An address as the logs show it: enough to recognize, not enough to collect.
 *
 * @param {string} email
 */
export const maskEmail = (email) => {
  const at = email.lastIndexOf("@")
  if (at < 1) return "(not an address)"
  return `${email[0]}***${email.slice(at)}`
}

/** @param {unknown} value */
const text = (value) => (typeof value === "string" ? value.trim() : "")

/**
 * The submission's id as the owner finds it in Netlify (Forms → the submission), or its number.
 *
 * @param {NetlifySubmission} submission
 */
export const submissionIdOf = (submission) =>
  submission.id ?? (submission.number === undefined ? "(no id)" : `#${submission.number}`)

/**
 * The signup a submission carries, or why it is not one.
 *
 * @param {NetlifySubmission} submission
 * @param {() => number} [now] the time to record when Netlify gave none
 * @returns {{ ok: true, signup: Signup } | { ok: false, reason: string }}
 */
export const signupFrom = (submission, now = Date.now) => {
  const data = submission.data ?? {}
  const formName = submission.form_name ?? text(data["form-name"])
  if (formName !== newsletterForm.name)
    return { ok: false, reason: `a submission of the form "${formName || "(unnamed)"}"` }
  if (text(data[newsletterForm.honeypot]))
    return { ok: false, reason: "the honeypot field is filled (a bot)" }
  return {
    ok: true,
    signup: {
      submissionId: submissionIdOf(submission),
      email: text(data[newsletterForm.emailField]) || text(submission.email),
      edition: editionOf(text(data[newsletterForm.languageField]), text(data.referrer)),
      // Submissions from before 2026-11-27 carry no version (docs/consent-versions.md).
      consentVersion: text(data[newsletterForm.consentVersionField]) || "unversioned",
      consentedAt: submission.created_at ?? new Date(now()).toISOString(),
      siteUrl: submission.site_url,
    },
  }
}

/**
 * Calls until the answer is final, waiting between tries (longer if the provider asks), and gives
 * up when the tries run out or the next one would not fit in the budget.
 *
 * @template T
 * @param {(timeoutMs: number) => Promise<import("./newsletter-provider.mjs").Answer<T>>} call
 * @param {Timing} timing
 * @param {number} deadline
 */
const withRetries = async (call, timing, deadline) => {
  let calls = 0
  for (;;) {
    const timeoutMs = Math.max(1, Math.min(timing.attemptTimeoutMs, deadline - timing.now()))
    const answer = await call(timeoutMs)
    calls += 1
    if (answer.ok || answer.kind !== "retry") return { answer, calls }
    const backoff = timing.delaysMs[calls - 1]
    if (backoff === undefined) return { answer, calls, gaveUp: `after ${calls} tries` }
    const wait = Math.max(backoff, answer.retryAfterMs ?? 0)
    if (timing.now() + wait >= deadline)
      return { answer, calls, gaveUp: `the next try would not fit in ${timing.budgetMs} ms` }
    await timing.sleep(wait)
  }
}

/**
 * @param {Refusal} refusal
 * @param {string | undefined} gaveUp
 * @returns {Pick<Report, "outcome" | "detail">}
 */
const refused = (refusal, gaveUp) =>
  refusal.kind === "invalid-address"
    ? { outcome: "invalid-address", detail: `the provider refuses the address: ${refusal.reason}` }
    : {
        outcome: "failed",
        detail: gaveUp ? `${refusal.reason}; gave up ${gaveUp}` : refusal.reason,
      }

/**
 * Forwards one signup: nothing for an address that is malformed, confirmed or unsubscribed;
 * otherwise the double opt-in request. `resendPending` sends it again to an address the provider
 * holds unconfirmed (someone signing up twice has likely lost the first email); the replay script
 * turns it off, so running it twice sends nothing twice.
 *
 * @param {Signup} signup
 * @param {{ provider: Provider, timing: Timing, resendPending?: boolean }} options
 * @returns {Promise<Report>}
 */
export const forwardSignup = async (signup, { provider, timing, resendPending = true }) => {
  const base = { submissionId: signup.submissionId, edition: signup.edition }
  if (!isValidEmail(signup.email))
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
  /** @param {Outcome} outcome @param {string} detail */
  const unsent = (outcome, detail) => ({ ...base, outcome, detail, calls: looked.calls })
  if (state === "subscribed")
    return unsent("already-subscribed", "already confirmed on this list; nothing sent")
  if (state === "unsubscribed")
    return unsent("unsubscribed", "unsubscribed or blocked at the provider; left as is")
  if (state === "pending" && !resendPending)
    return unsent("awaiting-confirmation", "the provider holds it, unconfirmed; nothing sent")

  const asked = await withRetries(
    (timeoutMs) => provider.requestConfirmation(signup, timeoutMs),
    timing,
    deadline,
  )
  const calls = looked.calls + asked.calls
  if (!asked.answer.ok) return { ...base, ...refused(asked.answer, asked.gaveUp), calls }
  const known = asked.answer.value === "updated" ? "an address it knew" : "a new address"
  return { ...base, outcome: "confirmation-requested", detail: `for ${known}`, calls }
}

/**
 * The log line for a report: the submission id first, so the owner can find it in Netlify.
 *
 * @param {Report} report
 * @param {string} [email]
 */
export const describe = (report, email) => {
  const who = [report.edition, email === undefined ? undefined : maskEmail(email)]
    .filter(Boolean)
    .join(", ")
  const line = `newsletter: submission ${report.submissionId}${who ? ` (${who})` : ""}: ${report.outcome}: ${report.detail}`
  return report.calls > 1 ? `${line} [${report.calls} calls]` : line
}
