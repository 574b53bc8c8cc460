/**
 * Netlify runs this function (by its name, the `submission-created` event) for every verified
 * submission of a form on the site, after Netlify Forms has stored it. For the newsletter form it
 * forwards the signup to the email provider's double opt-in: the address, the edition's list, the
 * consent version and the time (netlify/lib/newsletter-forward.mjs). The visitor never waits for
 * it: Netlify has already answered the form. Whatever happens here, the submission stays in
 * Netlify Forms; a failed forward is logged with its submission id, and
 * `npm run newsletter:replay` sends what the provider missed (docs/newsletter.md).
 */
import type { Context } from "@netlify/functions"
import {
  describe,
  forwardSignup,
  functionTiming,
  signupFrom,
  submissionIdOf,
  type NetlifySubmission,
  type Report,
  type Timing,
} from "../lib/newsletter-forward.mjs"
import { createNewsletterProvider, providerSettings } from "../lib/newsletter-provider.mjs"

export type SubmissionDeps = {
  env: Record<string, string | undefined>
  fetch: typeof fetch
  /** Where the log lines go: Netlify's function log in production. */
  log: { info: (line: string) => void; error: (line: string) => void }
  timing: Timing
  /** The site's address, for the confirmation link's landing page when the event has none. */
  siteUrl?: string
}

/** Forwards one submission and logs what became of it, in one line that names its id. */
export const handleSubmission = async (
  submission: NetlifySubmission,
  { env, fetch, log, timing, siteUrl }: SubmissionDeps,
): Promise<Report> => {
  const parsed = signupFrom(submission, timing.now)
  if (!parsed.ok) {
    const report: Report = {
      submissionId: submissionIdOf(submission),
      outcome: "ignored",
      detail: parsed.reason,
      calls: 0,
    }
    log.info(describe(report))
    return report
  }
  const { signup } = parsed
  const configured = providerSettings(env)
  const report: Report = configured.ok
    ? await forwardSignup(signup, {
        provider: createNewsletterProvider({ settings: configured.settings, fetch, siteUrl }),
        timing,
      })
    : {
        submissionId: signup.submissionId,
        edition: signup.edition,
        outcome: "failed",
        detail: `not configured: set ${configured.problems.join(", ")} (docs/newsletter.md)`,
        calls: 0,
      }
  if (report.outcome === "failed") log.error(`${describe(report, signup.email)}; replay it later`)
  else log.info(describe(report, signup.email))
  return report
}

/**
 * The event's body is `{ payload: <the submission> }`. The answer goes to Netlify's log only:
 * 200 for every outcome but a failed forward (502), so failures stand out there.
 */
export default async (req: Request, context?: Context): Promise<Response> => {
  let event: { payload?: NetlifySubmission }
  try {
    event = await req.json()
  } catch {
    console.error("newsletter: the event's body is not JSON; nothing forwarded")
    return new Response("Expected Netlify's submission-created event", { status: 400 })
  }
  if (!event?.payload || typeof event.payload !== "object") {
    console.error("newsletter: the event carries no submission; nothing forwarded")
    return new Response("Expected Netlify's submission-created event", { status: 400 })
  }
  const report = await handleSubmission(event.payload, {
    env: process.env,
    fetch,
    log: { info: console.log, error: console.error },
    timing: functionTiming,
    siteUrl: context?.site?.url ?? process.env.URL,
  })
  return Response.json(report, { status: report.outcome === "failed" ? 502 : 200 })
}
