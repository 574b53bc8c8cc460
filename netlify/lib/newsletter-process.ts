// One verified submission, start to finish, the same way for the function (a new submission), the
// daily retry (failed and deferred ones) and the replay (what the ledger does not hold as sent):
// the ledger first, then the sending limits, then the provider, then the ledger again, and always
// one log line with the submission id, whatever happens, a throw included.
import {
  addressHash,
  describe,
  forwardSignup,
  isValidAddress,
  signupFrom,
  submissionIdOf,
} from "./newsletter-forward"
import { createNewsletterProvider, providerSettings } from "./newsletter-provider"

import type { NetlifySubmission, Report, Timing, Outcome } from "./newsletter-forward"
import type { Ledger, Entry, Status } from "./newsletter-ledger"

export type Log = { info: (line: string) => void; error: (line: string) => void }

export type ProcessDeps = {
  env: Record<string, string | undefined>
  fetch: typeof fetch
  ledger: Ledger
  timing: Timing
  log: Log
}

export type Mode = "event" | "retry" | "replay"

/** The variable that keys the address hash; without it, a key derived from the provider's key. */
export const hashKeyVariable = "NEWSLETTER_HASH_KEY"

export const hashKeyOf = (env: Record<string, string | undefined>) =>
  env[hashKeyVariable]?.trim() || `newsletter-address:${env.NEWSLETTER_API_KEY?.trim() ?? ""}`

const statusOf: Record<Outcome, Status> = {
  "confirmation-requested": "sent",
  "already-subscribed": "settled",
  covered: "settled",
  unsubscribed: "settled",
  "invalid-address": "settled",
  ignored: "settled",
  deferred: "deferred",
  failed: "failed",
}

/**
 * Forwards a submission Netlify's API returned, unless the ledger says it is done; writes what
 * became of it. Returns the report, or null when the ledger already held it (nothing done).
 */
export const processSubmission = async (
  submission: NetlifySubmission,
  mode: Mode,
  deps: ProcessDeps,
): Promise<Report | null> => {
  const { ledger, timing, log } = deps
  const id = submissionIdOf(submission)
  const now = timing.now()
  const stamp = new Date(now).toISOString()
  let entry: Entry = { status: "processing", firstSeen: stamp, lastTried: stamp, tries: 1 }
  let hash: string | undefined
  let report: Report
  try {
    const known = await ledger.entry(id)
    if (mode === "event") {
      if (known || !(await ledger.claim(id, entry))) {
        log.info(`newsletter: submission ${id}: already in the ledger; nothing done`)
        return null
      }
    } else {
      const done = known?.status === "sent" || known?.status === "settled"
      if (done) return null
      if (known) entry = { ...known, lastTried: stamp, tries: known.tries + 1 }
      await ledger.save(id, { ...entry, status: "processing" })
    }
    report = await forward(submission, deps, (value) => (hash = value))
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
    report = { submissionId: id, outcome: "failed", detail: `threw ${reason}`, calls: 0 }
  }
  const status = statusOf[report.outcome]
  try {
    await ledger.save(id, {
      ...entry,
      status,
      outcome: report.outcome,
      detail: report.detail,
      ...(report.edition ? { edition: report.edition } : {}),
      ...(hash ? { address: hash } : {}),
      ...(typeof submission.created_at === "string" ? { submittedAt: submission.created_at } : {}),
    })
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    report = { ...report, detail: `${report.detail}; the ledger could not be written (${reason})` }
  }
  const line = describe(report, hash)
  if (status === "failed") log.error(`${line}; the daily retry tries again`)
  else log.info(line)
  return report
}

/**
 * The signup's checks, limits and provider calls. `remember` receives the address's hash as soon
 * as it is known, so even a throw after it is logged with it.
 */
const forward = async (
  submission: NetlifySubmission,
  { env, fetch: fetchImpl, ledger, timing }: ProcessDeps,
  remember: (hash: string) => void,
): Promise<Report> => {
  const id = submissionIdOf(submission)
  const parsed = signupFrom(submission)
  if (!parsed.ok) return { submissionId: id, outcome: "ignored", detail: parsed.reason, calls: 0 }
  const { signup } = parsed
  const base = { submissionId: id, edition: signup.edition }
  const consent = parsed.consentKnown ? "" : ` (consent version ${signup.consentVersion})`
  if (!isValidAddress(signup.email))
    return {
      ...base,
      outcome: "invalid-address",
      detail: `not an email address${consent}`,
      calls: 0,
    }
  const configured = providerSettings(env)
  if (!configured.ok)
    return {
      ...base,
      outcome: "failed",
      detail: `not configured: set ${configured.problems.join(", ")} (docs/newsletter.md)`,
      calls: 0,
    }
  const hash = addressHash(signup.email, hashKeyOf(env))
  remember(hash)

  const now = timing.now()
  if (await ledger.sentSince(hash, Date.parse(signup.consentedAt)))
    return {
      ...base,
      outcome: "covered",
      detail: "a confirmation went to this address after this signup; nothing sent",
      calls: 0,
    }
  const address = await ledger.reserveAddress(hash, now)
  if (!address.ok)
    return { ...base, outcome: "deferred", detail: `${address.reason}${consent}`, calls: 0 }
  const day = await ledger.reserveDay(id, now)
  if (!day.ok) {
    await ledger.releaseAddress(hash, address.day)
    return { ...base, outcome: "deferred", detail: `${day.reason}${consent}`, calls: 0 }
  }
  const provider = createNewsletterProvider({ settings: configured.settings, fetch: fetchImpl })
  const report = await forwardSignup(signup, { provider, timing })
  // Bookings stand for emails the provider may have sent; give back those it certainly did not.
  if (report.outcome !== "confirmation-requested" && !report.unanswered) {
    await ledger.releaseAddress(hash, address.day)
    await ledger.releaseDay(day.key)
  }
  return { ...report, detail: `${report.detail}${consent}` }
}
