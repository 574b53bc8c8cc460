// Forwards the newsletter signups that the ledger (Netlify Blobs, netlify/lib/newsletter-ledger.ts)
// does not hold as sent: reads the newsletter form's submissions since a date from Netlify's API
// and puts each one through the same steps as the function, limits included (docs/newsletter.md,
// "Replaying missed signups"). It also lists the signups still failing or deferred after 7 days.
//
//   npm run newsletter:replay -- --since 2026-11-20 [--dry-run]
//
// Needs NETLIFY_AUTH_TOKEN (a Netlify personal access token), NETLIFY_SITE_ID and the provider's
// NEWSLETTER_* variables and URL (docs/deploy.md). Safe to run twice: what the ledger holds as sent
// is never sent again, whatever the provider shows. Exits 1 if any signup could not be forwarded.
import { parseArgs } from "node:util"
import { getStore } from "@netlify/blobs"
import { newsletterForm } from "../src/data/newsletter-fields"
import { createLedger, ledgerStoreName, limitsFrom } from "../netlify/lib/newsletter-ledger"
import {
  netlifyApiFrom,
  netlifyGet,
  newsletterFormId,
  submissionOf,
} from "../netlify/lib/netlify-api"
import { processSubmission } from "../netlify/lib/newsletter-process"
import { providerName, providerSettings } from "../netlify/lib/newsletter-provider"

import type { NetlifySubmission, Report, Timing } from "../netlify/lib/newsletter-forward"
import type { NetlifyApi } from "../netlify/lib/netlify-api"
import type { Store } from "@netlify/blobs"

/** Netlify's largest page of submissions. */
const PER_PAGE = 100

/** Open signups older than this are listed for the owner. */
const STUCK_AFTER_MS = 7 * 86_400_000

/**
 * A script has time: up to a minute per signup, waiting out rate limits.
 */
export const replayTiming: Timing = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  budgetMs: 60_000,
  attemptTimeoutMs: 10_000,
  delaysMs: [1000, 5000, 15_000],
}

/** A mistake in how the script was called or configured: its message is the whole story. */
export class UsageError extends Error {}

/**
 * `--since` as a moment: a date (YYYY-MM-DD) starts at 00:00 UTC, the evening before in Toronto,
 * so a day's signups are all included; a date-time must say its zone (`Z` or `-05:00`), since
 * the operator's own zone is not the site's.
 */
export const replayOptions = (argv: readonly string[]): { since: Date; dryRun: boolean } => {
  const { values } = parseArgs({
    args: [...argv],
    options: { since: { type: "string" }, "dry-run": { type: "boolean", default: false } },
    strict: true,
  })
  const raw = values.since?.trim() ?? ""
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(raw)
  const zoned = /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/.test(raw)
  const since = new Date(dateOnly ? `${raw}T00:00:00Z` : zoned ? raw : "invalid")
  if (!raw || Number.isNaN(since.getTime()))
    throw new UsageError(
      "Say from when to replay: npm run newsletter:replay -- --since YYYY-MM-DD [--dry-run] (a date-time needs Z or its offset)",
    )
  return { since, dryRun: values["dry-run"] ?? false }
}

const get = async (api: NetlifyApi, path: string) => {
  const answer = await netlifyGet(api, path)
  if (answer.ok) return answer.body
  if (answer.kind === "fatal") throw new UsageError(`${answer.reason}: make a new token`)
  throw new Error(`${answer.reason} for ${path}`)
}

/**
 * The newsletter form's verified submissions since `since`, oldest first. Every page is read,
 * until a short one, whatever order Netlify lists them in.
 */
export const newsletterSubmissions = async ({
  api,
  since,
  perPage = PER_PAGE,
}: {
  api: NetlifyApi
  since: Date
  perPage?: number
}): Promise<NetlifySubmission[]> => {
  const form = await newsletterFormId(api)
  if (!form.ok)
    throw new UsageError(
      `${form.reason}: check NETLIFY_SITE_ID (the form is "${newsletterForm.name}")`,
    )
  const found: NetlifySubmission[] = []
  for (let page = 1; ; page += 1) {
    const path = `/forms/${encodeURIComponent(form.formId)}/submissions?page=${page}&per_page=${perPage}`
    const body = await get(api, path)
    if (!Array.isArray(body))
      throw new Error(`Netlify's API: not a list of submissions for ${path}`)
    const batch = body
      .map(submissionOf)
      .filter((submission): submission is NetlifySubmission => submission !== null)
    const recent = batch.filter(({ created_at }) => Date.parse(created_at ?? "") >= since.getTime())
    found.push(...recent.map((submission) => ({ ...submission, form_name: newsletterForm.name })))
    if (batch.length < perPage) break
  }
  return found.sort((a, b) => Date.parse(a.created_at ?? "") - Date.parse(b.created_at ?? ""))
}

/**
 * Replays: every newsletter submission since `since` that the ledger does not hold as sent goes
 * through the function's steps; first, the signups still open after 7 days are listed.
 */
export const replay = async ({
  env,
  since,
  store,
  dryRun = false,
  fetch: fetchImpl = fetch,
  log = console.log,
  timing = replayTiming,
  perPage,
}: {
  env: Record<string, string | undefined>
  since: Date
  store: Store
  dryRun?: boolean
  fetch?: typeof fetch
  log?: (line: string) => void
  timing?: Timing
  perPage?: number
}): Promise<{ reports: Report[]; failed: number; stuck: string[] }> => {
  const siteId = env.NETLIFY_SITE_ID?.trim()
  const api = netlifyApiFrom(env, siteId, fetchImpl)
  const configured = providerSettings(env)
  const problems = [
    ...(api.ok ? [] : api.problems.map((problem) => problem.replace("SITE_ID", "NETLIFY_SITE_ID"))),
    ...(configured.ok ? [] : configured.problems),
  ]
  if (!api.ok || problems.length > 0)
    throw new UsageError(`Set ${problems.join(", ")} (docs/deploy.md lists them)`)
  const ledger = createLedger({ store, limits: limitsFrom(env) })

  const now = timing.now()
  const stuck = (await ledger.open(now))
    .filter(({ entry }) => now - Date.parse(entry.firstSeen) > STUCK_AFTER_MS)
    .map(({ id, entry }) => `${id} ${entry.status} since ${entry.firstSeen}: ${entry.detail ?? ""}`)
  if (stuck.length > 0) {
    log(`Still open after 7 days (${stuck.length}): the daily retry keeps trying these`)
    for (const line of stuck) log(`  ${line}`)
  }

  const submissions = await newsletterSubmissions({ api: api.api, since, perPage })
  log(
    `${submissions.length} newsletter submission(s) since ${since.toISOString()}${dryRun ? " (dry run: nothing is sent or written)" : ""}`,
  )
  const reports: Report[] = []
  const deps = { env, fetch: fetchImpl, ledger, timing, log: { info: log, error: log } }
  for (const submission of submissions) {
    const id = String(submission.id)
    const entry = await ledger.entry(id)
    if (entry?.status === "sent" || entry?.status === "settled") continue
    if (dryRun) {
      log(
        `newsletter: submission ${id}: would forward (the ledger holds it as ${entry?.status ?? "nothing"})`,
      )
      continue
    }
    const report = await processSubmission(submission, "replay", deps)
    if (report) reports.push(report)
  }
  const counts = Object.entries(
    reports.reduce<Record<string, number>>(
      (tally, { outcome }) => ({ ...tally, [outcome]: (tally[outcome] ?? 0) + 1 }),
      {},
    ),
  )
  log(
    `${providerName}: ${counts.map(([outcome, count]) => `${count} ${outcome}`).join(", ") || "nothing to do"}`,
  )
  return { reports, failed: reports.filter(({ outcome }) => outcome === "failed").length, stuck }
}

const main = async () => {
  try {
    const { since, dryRun } = replayOptions(process.argv.slice(2))
    const token = process.env.NETLIFY_AUTH_TOKEN?.trim() ?? ""
    const siteID = process.env.NETLIFY_SITE_ID?.trim() ?? ""
    if (!token || !siteID) throw new UsageError("Set NETLIFY_AUTH_TOKEN, NETLIFY_SITE_ID")
    // The ledger through Netlify's API with the same token (Blobs' API access), or the store that
    // NETLIFY_BLOBS_CONTEXT names (a local Blobs server, for tests).
    const store = process.env.NETLIFY_BLOBS_CONTEXT
      ? getStore({ name: ledgerStoreName, consistency: "strong" })
      : getStore({ name: ledgerStoreName, siteID, token })
    const { failed } = await replay({ env: process.env, since, dryRun, store })
    if (failed > 0) {
      console.error(`${failed} signup(s) not forwarded: run the replay again later`)
      process.exitCode = 1
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    process.exitCode = error instanceof UsageError ? 2 : 1
  }
}

// Run as a program (tsx scripts/newsletter-replay.ts), not when a test imports it.
if (require.main === module) void main()
