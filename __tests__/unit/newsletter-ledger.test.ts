/**
 * @jest-environment node
 *
 * The newsletter's ledger (netlify/lib/newsletter-ledger.ts) on the real Netlify Blobs client and
 * its local store: no inbox is flooded (one confirmation per address per 24 hours, three in 30
 * days, a daily cap), a signup past a limit is deferred and sent later by the daily retry
 * (netlify/functions/newsletter-retry.ts), never dropped, and nothing the ledger holds as sent is
 * sent again. The clock is virtual; Netlify's API and Brevo are local fakes.
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import { retryOpenSignups } from "../../netlify/functions/newsletter-retry"
import { functionTiming, type Timing } from "../../netlify/lib/newsletter-forward"
import { recordedConsentVersions } from "../../netlify/lib/newsletter-consent"
import { createLedger, limitsFrom } from "../../netlify/lib/newsletter-ledger"
import { processSubmission } from "../../netlify/lib/newsletter-process"
import { consentVersion } from "../../src/data/newsletter"
import {
  newsletterEnvFor,
  startFakeNewsletterProvider,
  type FakeNewsletterProvider,
} from "../support/fake-newsletter-provider.mjs"
import {
  startFakeNetlifyApi,
  type FakeNetlifyApi,
  type FakeSubmission,
} from "../support/fake-netlify-api.mjs"
import { startLocalBlobs } from "../support/local-blobs.mjs"

const apiKey = "ledger-test-key"
const token = "ledger-test-token"
const siteId = "site-ledger"
const listIds = { en: 21, fr: 22 }
const templateIds = { en: 31, fr: 32 }
const HOUR = 3_600_000
const DAY = 24 * HOUR

let provider: FakeNewsletterProvider
let netlify: FakeNetlifyApi
let blobs: Awaited<ReturnType<typeof startLocalBlobs>>
const form = { id: "form-newsletter", name: "newsletter", submissions: [] as FakeSubmission[] }
let storeNumber = 0
let storeName = ""
let time = 0
let ids = 0xb00

beforeAll(async () => {
  provider = await startFakeNewsletterProvider({ apiKey })
  netlify = await startFakeNetlifyApi({ token, siteId, forms: [form] })
  blobs = await startLocalBlobs()
})
afterAll(async () => {
  await Promise.all([provider.close(), netlify.close(), blobs.close()])
})
beforeEach(() => {
  provider.reset()
  form.submissions.length = 0
  storeName = `ledger-${(storeNumber += 1)}`
  time = Date.parse("2026-12-01T15:00:00Z")
})

const env = (extra: Record<string, string> = {}) => ({
  ...newsletterEnvFor({ url: provider.url, apiKey, listIds, templateIds }),
  URL: "https://lumasculpt.example",
  NETLIFY_AUTH_TOKEN: token,
  NETLIFY_API_URL: netlify.url,
  ...extra,
})

const timing: Timing = { ...functionTiming, now: () => time, sleep: async () => undefined }
const quiet = { info: () => undefined, error: () => undefined }
const ledger = (extra: Record<string, string> = {}) =>
  createLedger({ store: blobs.store(storeName), limits: limitsFrom(env(extra)) })

/** A signup Netlify stored now (virtual time), as its API returns it. */
const signup = (email: string): FakeSubmission => {
  const submission = {
    id: (ids += 1).toString(16).padStart(24, "c"),
    created_at: new Date(time).toISOString(),
    data: { email, language: "en-CA", "consent-version": consentVersion },
  }
  form.submissions.push(submission)
  return submission
}

const arrive = (submission: FakeSubmission, extra: Record<string, string> = {}) =>
  processSubmission({ ...submission, form_name: "newsletter" }, "event", {
    env: env(extra),
    fetch,
    ledger: ledger(extra),
    timing,
    log: quiet,
  })

const dailyRetry = (extra: Record<string, string> = {}) =>
  retryOpenSignups({
    env: env(extra),
    fetch,
    store: blobs.store(storeName),
    siteId,
    timing,
    log: quiet,
  })

const emailsTo = (email: string) =>
  provider.confirmationRequests().filter(({ body }) => (body as { email: string }).email === email)

describe("one confirmation email per address per 24 hours", () => {
  it("sends one for five signups of the same address, and defers the rest", async () => {
    const outcomes = []
    for (let n = 0; n < 5; n += 1) {
      outcomes.push((await arrive(signup("busy@example.ca")))?.outcome)
      time += 5 * 60_000
    }

    expect(outcomes).toEqual([
      "confirmation-requested",
      "deferred",
      "deferred",
      "deferred",
      "deferred",
    ])
    expect(emailsTo("busy@example.ca")).toHaveLength(1)
  })

  it("counts 24 hours, not the calendar: a signup two hours later, past midnight, waits", async () => {
    time = Date.parse("2026-12-01T23:00:00Z")
    const first = await arrive(signup("midnight@example.ca"))
    time = Date.parse("2026-12-02T01:00:00Z")
    const second = await arrive(signup("midnight@example.ca"))

    expect([first?.outcome, second?.outcome]).toEqual(["confirmation-requested", "deferred"])
    expect(emailsTo("midnight@example.ca")).toHaveLength(1)
  })

  it("sends the deferred ones later, one a day, and the rest are answered by that email", async () => {
    for (let n = 0; n < 4; n += 1) {
      await arrive(signup("later@example.ca"))
      time += HOUR
    }
    time += DAY
    await dailyRetry()

    expect(emailsTo("later@example.ca")).toHaveLength(2)
    const entries = await Promise.all(form.submissions.map(({ id }) => ledger().entry(id)))
    expect(entries.map((entry) => entry?.outcome)).toEqual([
      "confirmation-requested",
      "confirmation-requested",
      "covered",
      "covered",
    ])

    time += DAY
    await dailyRetry()
    expect(emailsTo("later@example.ca")).toHaveLength(2)
  })
})

describe("at most three confirmation emails to an address in 30 days", () => {
  it("defers the fourth, and sends it once the first is 30 days old", async () => {
    const outcomes = []
    for (let n = 0; n < 4; n += 1) {
      outcomes.push((await arrive(signup("persistent@example.ca")))?.outcome)
      time += 25 * HOUR
    }

    expect(outcomes).toEqual([
      "confirmation-requested",
      "confirmation-requested",
      "confirmation-requested",
      "deferred",
    ])
    const fourth = form.submissions[3].id
    expect(await ledger().entry(fourth)).toMatchObject({
      status: "deferred",
      detail: expect.stringMatching(/3 confirmations .* 30 days/),
    })

    time += 10 * DAY
    await dailyRetry()
    expect(emailsTo("persistent@example.ca")).toHaveLength(3)

    time += 20 * DAY
    await dailyRetry()
    expect(emailsTo("persistent@example.ca")).toHaveLength(4)
    expect(await ledger().entry(fourth)).toMatchObject({ status: "sent" })
  })
})

describe("a daily cap on all confirmation emails", () => {
  it("defers signups past the cap and sends them the next day", async () => {
    const cap = { NEWSLETTER_DAILY_LIMIT: "2" }
    const outcomes = []
    for (const email of ["a@example.ca", "b@example.ca", "c@example.ca"])
      outcomes.push((await arrive(signup(email), cap))?.outcome)

    expect(outcomes).toEqual(["confirmation-requested", "confirmation-requested", "deferred"])
    expect(provider.confirmationRequests()).toHaveLength(2)

    await dailyRetry(cap)
    expect(provider.confirmationRequests()).toHaveLength(2)

    time += DAY
    await dailyRetry(cap)
    expect(emailsTo("c@example.ca")).toHaveLength(1)
  })
})

describe("the daily retry", () => {
  it("tries a failed signup again every day until it goes through, and never after", async () => {
    provider.failNext({ path: "/v3/contacts/doubleOptinConfirmation", status: 503, times: 8 })
    const submission = signup("flaky@example.ca")

    expect((await arrive(submission))?.outcome).toBe("failed")
    time += DAY
    await dailyRetry()
    expect(await ledger().entry(submission.id)).toMatchObject({ status: "failed", tries: 2 })

    time += DAY
    await dailyRetry()
    expect(await ledger().entry(submission.id)).toMatchObject({ status: "sent", tries: 3 })
    // Eight refused tries (four a run), then the one the provider took.
    expect(emailsTo("flaky@example.ca")).toHaveLength(9)

    time += DAY
    await dailyRetry()
    expect(emailsTo("flaky@example.ca")).toHaveLength(9)
    expect(await ledger().entry(submission.id)).toMatchObject({ status: "sent", tries: 3 })
  })

  it("takes up a signup a run left half done (processing for more than an hour)", async () => {
    const submission = signup("halfway@example.ca")
    const stamp = new Date(time).toISOString()
    await ledger().claim(submission.id, {
      status: "processing",
      firstSeen: stamp,
      lastTried: stamp,
      tries: 1,
    })

    await dailyRetry()
    expect(emailsTo("halfway@example.ca")).toHaveLength(0)

    time += 2 * HOUR
    await dailyRetry()
    expect(emailsTo("halfway@example.ca")).toHaveLength(1)
  })
})

describe("the consent versions the function accepts", () => {
  it("are the versions docs/consent-versions.md records, the form's current one included", () => {
    const docs = readFileSync(path.resolve(__dirname, "../../docs/consent-versions.md"), "utf8")
    const headings = [...docs.matchAll(/^## (\d{4}-\d{2}-\d{2}(?:\.\d+)?)$/gm)].map(([, v]) => v)

    expect([...recordedConsentVersions].sort()).toEqual([...headings].sort())
    expect(recordedConsentVersions).toContain(consentVersion)
  })
})
