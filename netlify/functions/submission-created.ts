/**
 * Netlify runs this function (by its name, the `submission-created` event) for every verified
 * submission of a form on the site, after Netlify Forms has stored it. For the newsletter form it
 * forwards the signup to the email provider's double opt-in (netlify/lib/newsletter-process.ts).
 *
 * Netlify signs nothing it sends here, and the function's URL (/.netlify/functions/…) answers
 * anyone, so the body is believed for one thing only: the submission id. The submission itself is
 * read back from Netlify's API and used only if it belongs to this site's newsletter form; the
 * ledger in Netlify Blobs makes sure each id is handled once. Every caller gets the same empty 204,
 * so a request to the URL learns nothing (docs/decisions/newsletter-event-verification.md).
 */
import type { Context } from "@netlify/functions"
import { platformDeps, type PlatformDeps } from "../lib/function-platform"
import { createLedger, limitsFrom } from "../lib/newsletter-ledger"
import { isSubmissionId, netlifyApiFrom, verifiedSubmission } from "../lib/netlify-api"
import { processSubmission } from "../lib/newsletter-process"

export type EventDeps = PlatformDeps

/** Netlify's event is a small JSON object; anything much larger is not it. */
const MAX_BODY = 64 * 1024

/** The id the body names, if it names one in Netlify's format. */
const claimedId = async (req: Request): Promise<string | undefined> => {
  if (req.method !== "POST") return undefined
  if (!/^application\/json\b/i.test(req.headers.get("content-type") ?? "")) return undefined
  const body = await req.text()
  if (body.length > MAX_BODY) return undefined
  try {
    const id: unknown = JSON.parse(body)?.payload?.id
    return isSubmissionId(id) ? (id as string) : undefined
  } catch {
    return undefined
  }
}

/**
 * Handles one call: nothing at all unless Netlify's API confirms the id is a stored submission of
 * this site's newsletter form. A submission Netlify's API could not be asked about is kept in the
 * ledger as failed, so the daily retry verifies it later and nothing is lost.
 */
export const handleEvent = async (req: Request, deps: EventDeps): Promise<void> => {
  const { env, fetch, store, siteId, timing, log } = deps
  const id = await claimedId(req).catch(() => undefined)
  if (!id) return void log.info("newsletter: a call without a submission id; nothing done")
  const ledger = createLedger({ store, limits: limitsFrom(env) })
  const api = netlifyApiFrom(env, siteId, fetch)
  const verified = api.ok
    ? await verifiedSubmission(api.api, id)
    : ({
        ok: false,
        kind: "fatal",
        reason: `not configured: set ${api.problems.join(", ")}`,
      } as const)
  if (verified.ok)
    return void (await processSubmission(verified.submission, "event", {
      env,
      fetch,
      ledger,
      timing,
      log,
    }))
  if (verified.kind === "unknown")
    return void log.info(`newsletter: submission ${id}: ${verified.reason}; nothing done`)
  // Netlify's API could not answer for it: keep the id (only the id) for the daily retry.
  const stamp = new Date(timing.now()).toISOString()
  const kept = await ledger
    .claim(id, {
      status: "failed",
      detail: `could not be verified: ${verified.reason}`,
      firstSeen: stamp,
      lastTried: stamp,
      tries: 1,
    })
    .catch(() => false)
  log.error(
    `newsletter: submission ${id}: failed: could not be verified (${verified.reason})` +
      (kept ? "; the daily retry tries again" : ""),
  )
}

export default async (req: Request, context?: Context): Promise<Response> => {
  const platform = platformDeps(context)
  try {
    await handleEvent(req, platform)
  } catch (error) {
    platform.log.error(
      `newsletter: the event could not be handled (${(error as Error)?.name ?? error})`,
    )
  }
  return new Response(null, { status: 204 })
}
