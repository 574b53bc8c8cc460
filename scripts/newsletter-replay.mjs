// Sends the newsletter provider the signups it missed: reads the newsletter form's submissions
// from Netlify's API and, for each one since a date, asks the provider for the double opt-in email
// when it does not hold the address yet (docs/newsletter.md, "Replaying missed signups").
//
//   npm run newsletter:replay -- --since 2026-11-20 [--dry-run]
//
// Needs NETLIFY_AUTH_TOKEN (a Netlify personal access token), NETLIFY_SITE_ID and the provider's
// NEWSLETTER_* variables (docs/deploy.md). Safe to run twice: an address the provider holds,
// confirmed or not, is never sent another email. Exits 1 if any signup could not be forwarded.
import { parseArgs } from "node:util"
import { newsletterForm } from "../src/data/newsletter-fields.mjs"
import { describe, forwardSignup, signupFrom } from "../netlify/lib/newsletter-forward.mjs"
import {
  createNewsletterProvider,
  providerName,
  providerSettings,
} from "../netlify/lib/newsletter-provider.mjs"

/**
 * @typedef {import("../netlify/lib/newsletter-forward.mjs").NetlifySubmission} NetlifySubmission
 * @typedef {import("../netlify/lib/newsletter-forward.mjs").Report} Report
 * @typedef {import("../netlify/lib/newsletter-forward.mjs").Timing} Timing
 */

const NETLIFY_API_URL = "https://api.netlify.com/api/v1"
/** Netlify's largest page of submissions. */
const PER_PAGE = 100

/**
 * A script has time: up to a minute per signup, waiting out rate limits.
 *
 * @type {Timing}
 */
export const replayTiming = {
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
 * so a day's signups are all included; a full ISO date-time is taken as it is.
 *
 * @param {readonly string[]} argv
 * @returns {{ since: Date, dryRun: boolean }}
 */
export const replayOptions = (argv) => {
  const { values } = parseArgs({
    args: [...argv],
    options: { since: { type: "string" }, "dry-run": { type: "boolean", default: false } },
    strict: true,
  })
  const raw = values.since?.trim() ?? ""
  const since = new Date(/^\d{4}-\d{2}-\d{2}$/.test(raw) ? `${raw}T00:00:00Z` : raw)
  if (!raw || Number.isNaN(since.getTime()))
    throw new UsageError(
      "Say from when to replay: npm run newsletter:replay -- --since YYYY-MM-DD [--dry-run]",
    )
  return { since, dryRun: values["dry-run"] ?? false }
}

/**
 * GETs one page of Netlify's API.
 *
 * @param {{ apiUrl: string, token: string, fetch: typeof fetch }} netlify
 * @param {string} path
 */
const netlifyGet = async ({ apiUrl, token, fetch: fetchImpl }, path) => {
  const response = await fetchImpl(`${apiUrl}${path}`, {
    headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
  })
  if (response.status === 401 || response.status === 403)
    throw new UsageError(`Netlify refused NETLIFY_AUTH_TOKEN (${response.status}): make a new one`)
  if (!response.ok) throw new Error(`Netlify's API answered ${response.status} for ${path}`)
  return response.json()
}

/**
 * The newsletter form's verified submissions since `since`, oldest first. Netlify lists them
 * newest first, so paging stops at the first page that reaches back past `since`.
 *
 * @param {{ apiUrl: string, token: string, siteId: string, since: Date, fetch: typeof fetch, perPage?: number }} options
 * @returns {Promise<NetlifySubmission[]>}
 */
export const newsletterSubmissions = async ({ siteId, since, perPage = PER_PAGE, ...netlify }) => {
  /** @type {{ id: string, name: string }[]} */
  const forms = await netlifyGet(netlify, `/sites/${encodeURIComponent(siteId)}/forms`)
  const form = forms.find(({ name }) => name === newsletterForm.name)
  if (!form)
    throw new UsageError(
      `The site ${siteId} has no form named "${newsletterForm.name}": check NETLIFY_SITE_ID`,
    )
  /** @type {NetlifySubmission[]} */
  const found = []
  for (let page = 1; ; page += 1) {
    /** @type {NetlifySubmission[]} */
    const batch = await netlifyGet(
      netlify,
      `/forms/${encodeURIComponent(form.id)}/submissions?page=${page}&per_page=${perPage}`,
    )
    const recent = batch.filter(({ created_at }) => Date.parse(created_at ?? "") >= since.getTime())
    found.push(...recent.map((submission) => ({ form_name: form.name, ...submission })))
    if (batch.length < perPage || recent.length < batch.length) break
  }
  return found.sort((a, b) => Date.parse(a.created_at ?? "") - Date.parse(b.created_at ?? ""))
}

/**
 * Replays: every submission since `since` that is a signup, through the same forwarding as the
 * function, except that an address the provider already holds is left alone.
 *
 * @param {{
 *   env: Record<string, string | undefined>,
 *   since: Date,
 *   dryRun?: boolean,
 *   fetch?: typeof fetch,
 *   log?: (line: string) => void,
 *   timing?: Timing,
 *   perPage?: number,
 * }} options
 * @returns {Promise<{ reports: Report[], failed: number }>}
 */
export const replay = async ({
  env,
  since,
  dryRun = false,
  fetch: fetchImpl = fetch,
  log = console.log,
  timing = replayTiming,
  perPage,
}) => {
  const missing = ["NETLIFY_AUTH_TOKEN", "NETLIFY_SITE_ID"].filter((name) => !env[name]?.trim())
  const configured = providerSettings(env)
  if (!configured.ok) missing.push(...configured.problems)
  if (!configured.ok || missing.length > 0)
    throw new UsageError(`Set ${missing.join(", ")} (docs/deploy.md lists them)`)

  const submissions = await newsletterSubmissions({
    apiUrl: (env.NETLIFY_API_URL?.trim() || NETLIFY_API_URL).replace(/\/+$/, ""),
    token: env.NETLIFY_AUTH_TOKEN?.trim() ?? "",
    siteId: env.NETLIFY_SITE_ID?.trim() ?? "",
    since,
    fetch: fetchImpl,
    perPage,
  })
  log(
    `${submissions.length} newsletter submission(s) since ${since.toISOString()}${dryRun ? " (dry run: nothing is sent)" : ""}`,
  )
  const real = createNewsletterProvider({ settings: configured.settings, fetch: fetchImpl })
  const provider = dryRun
    ? {
        lookup: real.lookup,
        /** @type {typeof real.requestConfirmation} */
        requestConfirmation: async () => ({ ok: true, value: "created" }),
      }
    : real

  /** @type {Report[]} */
  const reports = []
  for (const submission of submissions) {
    const parsed = signupFrom(submission, timing.now)
    if (!parsed.ok) continue
    const report = await forwardSignup(parsed.signup, { provider, timing, resendPending: false })
    reports.push(report)
    const line = describe(report, parsed.signup.email)
    log(dryRun ? line.replace(": confirmation-requested:", ": would request confirmation:") : line)
  }
  const counts = Object.entries(
    reports.reduce(
      (tally, { outcome }) => ({ ...tally, [outcome]: (tally[outcome] ?? 0) + 1 }),
      /** @type {Record<string, number>} */ ({}),
    ),
  )
  log(
    `${providerName}: ${counts.map(([outcome, count]) => `${count} ${outcome}`).join(", ") || "nothing to do"}`,
  )
  return { reports, failed: reports.filter(({ outcome }) => outcome === "failed").length }
}

const main = async () => {
  try {
    const { since, dryRun } = replayOptions(process.argv.slice(2))
    const { failed } = await replay({ env: process.env, since, dryRun })
    if (failed > 0) {
      console.error(`${failed} signup(s) not forwarded: run the replay again later`)
      process.exitCode = 1
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error))
    process.exitCode = error instanceof UsageError ? 2 : 1
  }
}

// Run as a program, not imported (Jest's CommonJS runtime has no import.meta).
if (process.argv[1]?.endsWith("newsletter-replay.mjs")) void main()
