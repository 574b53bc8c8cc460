/**
 * @jest-environment node
 *
 * `npm run newsletter:replay -- --since <date>` against fakes of both APIs it reads, Netlify's
 * (the form's submissions) and the provider's, and the ledger on the real Netlify Blobs client and
 * its local store. It forwards exactly the signups the ledger does not hold as sent, whatever the
 * provider shows, and a second run sends nothing.
 */
import { spawn } from "node:child_process"
import path from "node:path"
import { consentVersion } from "../../src/data/newsletter"
import { localeSettings, type Locale } from "../../src/data/locale"
import { functionTiming, type Timing } from "../../netlify/lib/newsletter-forward"
import { createLedger } from "../../netlify/lib/newsletter-ledger"
import { processSubmission } from "../../netlify/lib/newsletter-process"
import { replay, replayOptions, UsageError } from "../../scripts/newsletter-replay"
import { startLocalBlobs } from "../support/local-blobs.mjs"
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

const token = "netlify-personal-token"
const siteId = "site-1234"
const formId = "form-newsletter"
const apiKey = "replay-test-key"
const listIds = { en: 3, fr: 4 }
const templateIds = { en: 13, fr: 14 }

let provider: FakeNewsletterProvider
let netlify: FakeNetlifyApi
let blobs: Awaited<ReturnType<typeof startLocalBlobs>>
let storeNumber = 0
let storeName = ""

let counter = 0
/** A verified newsletter submission as Netlify's API lists it. */
const signup = (email: string, createdAt: string, locale: Locale = "en"): FakeSubmission => ({
  id: (counter += 1).toString(16).padStart(24, "d"),
  number: counter,
  created_at: createdAt,
  data: {
    email,
    language: localeSettings[locale].lang,
    "consent-version": consentVersion,
    ip: "203.0.113.9",
    referrer: "https://lumasculpt.example/blog/",
  },
})

const older = signup("before@example.ca", "2026-11-19T23:59:00Z")
const newEn = signup("new@example.ca", "2026-11-20T14:00:00Z")
const newFr = signup("nouvelle@example.ca", "2026-11-21T09:30:00Z", "fr")
const confirmed = signup("confirmed@example.ca", "2026-11-22T10:00:00Z")
const unsubscribed = signup("left@example.ca", "2026-11-23T10:00:00Z")
const malformed = signup("typo@example", "2026-11-24T10:00:00Z")

const env = () => ({
  ...newsletterEnvFor({ url: provider.url, apiKey, listIds, templateIds }),
  NETLIFY_API_URL: netlify.url,
  NETLIFY_AUTH_TOKEN: token,
  NETLIFY_SITE_ID: siteId,
  URL: "https://lumasculpt.example",
})

const store = () => blobs.store(storeName)
const ledger = () => createLedger({ store: store() })

const instant: Timing = { ...functionTiming, sleep: async () => undefined }

const run = async (options: { dryRun?: boolean; perPage?: number; since?: string } = {}) => {
  const lines: string[] = []
  const result = await replay({
    env: env(),
    store: store(),
    since: new Date(options.since ?? "2026-11-20T00:00:00Z"),
    dryRun: options.dryRun,
    perPage: options.perPage,
    fetch,
    log: (line) => lines.push(line),
    timing: instant,
  })
  return { ...result, lines }
}

beforeAll(async () => {
  blobs = await startLocalBlobs()
})
afterAll(() => blobs.close())

beforeEach(async () => {
  storeName = `ledger-${(storeNumber += 1)}`
  provider = await startFakeNewsletterProvider({ apiKey })
  provider.addContact({ email: "confirmed@example.ca", listIds: [listIds.en] })
  provider.addContact({ email: "left@example.ca", emailBlacklisted: true })
  netlify = await startFakeNetlifyApi({
    token,
    siteId,
    forms: [
      {
        id: "form-contact",
        name: "contact",
        submissions: [signup("x@example.ca", "2026-11-25T00:00:00Z")],
      },
      {
        id: formId,
        name: "newsletter",
        submissions: [older, newEn, newFr, confirmed, unsubscribed, malformed],
      },
    ],
  })
})

afterEach(async () => {
  await provider.close()
  await netlify.close()
})

describe("replaying the newsletter form's submissions", () => {
  it("forwards, oldest first, the signups since the date that the ledger does not hold as sent", async () => {
    const { reports, failed } = await run()

    expect(reports.map(({ submissionId, outcome }) => [submissionId, outcome])).toEqual([
      [newEn.id, "confirmation-requested"],
      [newFr.id, "confirmation-requested"],
      [confirmed.id, "already-subscribed"],
      [unsubscribed.id, "unsubscribed"],
      [malformed.id, "invalid-address"],
    ])
    expect(failed).toBe(0)
    expect(provider.confirmationRequests().map(({ body }) => body)).toEqual([
      expect.objectContaining({
        email: "new@example.ca",
        includeListIds: [listIds.en],
        templateId: templateIds.en,
        redirectionUrl: "https://lumasculpt.example/subscribed/",
        attributes: {
          SIGNUP_LANGUAGE: "en-CA",
          CONSENT_VERSION: consentVersion,
          CONSENT_AT: new Date(newEn.created_at).toISOString(),
          NETLIFY_SUBMISSION_ID: newEn.id,
        },
      }),
      expect.objectContaining({
        email: "nouvelle@example.ca",
        includeListIds: [listIds.fr],
        templateId: templateIds.fr,
        redirectionUrl: "https://lumasculpt.example/fr/abonnement-confirme/",
      }),
    ])
  })

  it("reads the newsletter form only, through Netlify's API, with the token", async () => {
    await run()

    expect(netlify.requests.map(({ path: url }) => url)).toEqual([
      `/api/v1/sites/${siteId}/forms`,
      `/api/v1/forms/${formId}/submissions?page=1&per_page=100`,
    ])
    expect(
      netlify.requests.every(({ headers }) => headers.authorization === `Bearer ${token}`),
    ).toBe(true)
  })

  it("sends nothing twice, even when the provider does not show unconfirmed contacts", async () => {
    await run()
    // A provider that hides contacts who have not clicked yet: only the ledger knows.
    provider.contacts.clear()
    const second = await run()

    expect(provider.confirmationRequests()).toHaveLength(2)
    expect(second.reports.map(({ submissionId }) => submissionId)).not.toContain(newEn.id)
    expect(second.reports.map(({ submissionId }) => submissionId)).not.toContain(newFr.id)
  })

  it("leaves alone a signup the function already sent", async () => {
    await processSubmission({ ...newEn, form_name: "newsletter" }, "event", {
      env: env(),
      fetch,
      ledger: ledger(),
      timing: instant,
      log: { info: () => undefined, error: () => undefined },
    })
    expect(provider.confirmationRequests()).toHaveLength(1)

    const { reports } = await run()

    expect(reports.map(({ submissionId }) => submissionId)).not.toContain(newEn.id)
    expect(provider.confirmationRequests()).toHaveLength(2)
  })

  it("forwards a French signup from a subscriber of the English list", async () => {
    const crossing = signup("bilingual@example.ca", "2026-11-26T10:00:00Z", "fr")
    netlify.forms[1].submissions.push(crossing)
    provider.addContact({ email: "bilingual@example.ca", listIds: [listIds.en] })

    const { reports } = await run()

    expect(reports.find(({ submissionId }) => submissionId === crossing.id)?.outcome).toBe(
      "confirmation-requested",
    )
    const bodies = provider.confirmationRequests().map(({ body }) => body)
    expect(bodies).toContainEqual(
      expect.objectContaining({ email: "bilingual@example.ca", includeListIds: [listIds.fr] }),
    )
  })

  it("reads every page, whatever order Netlify lists them in", async () => {
    const { reports } = await run({ perPage: 2 })

    expect(reports).toHaveLength(5)
    // Six submissions, two a page: three full pages, then an empty one.
    expect(netlify.requests.filter(({ path: url }) => url.includes("/submissions"))).toHaveLength(4)
  })

  it("in a dry run, says what it would send, and sends and writes nothing", async () => {
    const { lines } = await run({ dryRun: true })

    expect(provider.requests).toEqual([])
    expect(lines.filter((line) => line.includes("would forward"))).toHaveLength(5)
    expect(await ledger().entry(String(newEn.id))).toBeNull()
  })

  it("lists the signups still failing or deferred after 7 days", async () => {
    await ledger().claim("0123456789abcdef01234567", {
      status: "failed",
      detail: "double opt-in: 401 unauthorized",
      firstSeen: new Date(Date.now() - 8 * 86_400_000).toISOString(),
      lastTried: new Date().toISOString(),
      tries: 8,
    })

    const { stuck, lines } = await run()

    expect(stuck).toEqual([expect.stringMatching(/^0123456789abcdef01234567 failed since .*401/)])
    expect(lines[0]).toMatch(/Still open after 7 days \(1\)/)
  })

  it("carries on past a signup the provider cannot take, and counts it as failed", async () => {
    provider.failNext({
      path: "/v3/contacts/doubleOptinConfirmation",
      status: 503,
      times: 4,
    })

    const { reports, failed, lines } = await run()

    expect(reports.find(({ submissionId }) => submissionId === newEn.id)?.outcome).toBe("failed")
    expect(reports.find(({ submissionId }) => submissionId === newFr.id)?.outcome).toBe(
      "confirmation-requested",
    )
    expect(failed).toBe(1)
    expect(lines.at(-1)).toMatch(/1 failed/)
  })

  it("refuses to start without Netlify's token and site, naming what to set", async () => {
    await expect(
      replay({
        env: { ...env(), NETLIFY_AUTH_TOKEN: "" },
        store: store(),
        since: new Date(),
        fetch,
      }),
    ).rejects.toThrow(new UsageError("Set NETLIFY_AUTH_TOKEN (docs/deploy.md lists them)"))
    expect(netlify.requests).toEqual([])
  })

  it("says so when Netlify refuses the token", async () => {
    await expect(
      replay({
        env: { ...env(), NETLIFY_AUTH_TOKEN: "stale" },
        store: store(),
        since: new Date(),
        fetch,
      }),
    ).rejects.toThrow(/Netlify's API refused NETLIFY_AUTH_TOKEN \(401\)/)
  })
})

describe("the replay's command line", () => {
  it("takes --since as a date (from midnight UTC) or a date-time, and --dry-run", () => {
    expect(replayOptions(["--since", "2026-11-20"])).toEqual({
      since: new Date("2026-11-20T00:00:00Z"),
      dryRun: false,
    })
    expect(replayOptions(["--since", "2026-11-20T15:00:00-05:00", "--dry-run"])).toEqual({
      since: new Date("2026-11-20T20:00:00Z"),
      dryRun: true,
    })
    expect(() => replayOptions([])).toThrow(/--since YYYY-MM-DD/)
    expect(() => replayOptions(["--since", "last week"])).toThrow(/--since YYYY-MM-DD/)
    // Without its zone a date-time would be read in the operator's own zone.
    expect(() => replayOptions(["--since", "2026-11-20T15:00:00"])).toThrow(/Z or its offset/)
  })

  it("runs as `npm run newsletter:replay -- --since <date>` and exits 0 when all went through", async () => {
    const script = path.resolve(__dirname, "../../scripts/newsletter-replay.ts")
    const child = spawn(process.execPath, ["--import", "tsx", script, "--since", "2026-11-20"], {
      env: {
        ...process.env,
        ...env(),
        NETLIFY_BLOBS_CONTEXT: blobs.contextVariable(),
      },
    })
    let output = ""
    child.stdout.on("data", (chunk) => (output += chunk))
    child.stderr.on("data", (chunk) => (output += chunk))
    const code = await new Promise((resolve) => child.on("close", resolve))

    expect(output).toMatch(/5 newsletter submission\(s\) since 2026-11-20T00:00:00.000Z/)
    expect(output).toMatch(/Brevo: 2 confirmation-requested, 1 already-subscribed/)
    expect(code).toBe(0)
    expect(provider.confirmationRequests()).toHaveLength(2)
    // A new Node process that compiles the script with tsx first: more than Jest's default 5 s.
  }, 20_000)
})
