/**
 * A Netlify Scheduled Function: every day it takes up the newsletter signups the ledger holds as
 * failed or deferred (netlify/lib/newsletter-ledger.ts), reads each one back from Netlify's API
 * and forwards it again, within the sending limits. A signup the ledger holds as sent is never
 * touched, so a retry never sends twice. Ones still open after 7 days are listed by
 * `npm run newsletter:replay` (docs/newsletter.md).
 */
import type { Config, Context } from "@netlify/functions"
import { platformDeps, type PlatformDeps } from "../lib/function-platform"
import { createLedger, limitsFrom } from "../lib/newsletter-ledger"
import { netlifyApiFrom, verifiedSubmission } from "../lib/netlify-api"
import { processSubmission } from "../lib/newsletter-process"

export type RetryDeps = PlatformDeps & {
  /** Stop starting new signups after this long: a scheduled function has 30 s in all. */
  runBudgetMs?: number
}

/** Retries every open entry it has time for; returns how many it took up. */
export const retryOpenSignups = async ({
  env,
  fetch,
  store,
  siteId,
  timing,
  log,
  runBudgetMs = 15_000,
}: RetryDeps): Promise<{ tried: number; left: number }> => {
  const ledger = createLedger({ store, limits: limitsFrom(env) })
  const started = timing.now()
  const open = await ledger.open(started)
  const api = netlifyApiFrom(env, siteId, fetch)
  if (!api.ok) {
    log.error(`newsletter retry: not configured: set ${api.problems.join(", ")}`)
    return { tried: 0, left: open.length }
  }
  let tried = 0
  for (const { id, entry } of open) {
    if (timing.now() - started > runBudgetMs) break
    tried += 1
    const verified = await verifiedSubmission(api.api, id)
    if (verified.ok) {
      await processSubmission(verified.submission, "retry", { env, fetch, ledger, timing, log })
      continue
    }
    const stamp = new Date(timing.now()).toISOString()
    const unknown = verified.kind === "unknown"
    await ledger.save(id, {
      ...entry,
      status: unknown ? "settled" : "failed",
      detail: unknown ? verified.reason : `could not be verified: ${verified.reason}`,
      lastTried: stamp,
      tries: entry.tries + 1,
    })
    if (unknown) log.info(`newsletter: submission ${id}: ${verified.reason}; nothing done`)
    else
      log.error(`newsletter: submission ${id}: failed: could not be verified (${verified.reason})`)
  }
  log.info(`newsletter retry: ${tried} of ${open.length} open signup(s) taken up`)
  return { tried, left: open.length - tried }
}

export default async (_req: Request, context?: Context): Promise<Response> => {
  const platform = platformDeps(context)
  try {
    await retryOpenSignups(platform)
  } catch (error) {
    platform.log.error(
      `newsletter retry: stopped (${(error as Error)?.name}: ${(error as Error)?.message})`,
    )
  }
  return new Response(null, { status: 204 })
}

/** 06:35 UTC: 01:35 or 02:35 in Toronto, after the day's limits have turned over (UTC days). */
export const config: Config = { schedule: "35 6 * * *" }
