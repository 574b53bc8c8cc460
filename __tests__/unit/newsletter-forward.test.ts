/**
 * @jest-environment node
 *
 * Forwarding a verified signup (netlify/lib/newsletter-process.ts, what the function, the daily
 * retry and the replay share) against a local fake of Brevo's documented API
 * (__tests__/support/fake-newsletter-provider.mjs) and the real Netlify Blobs client on its local
 * store: what it asks the provider for each edition, and what becomes of a confirmed, an
 * unsubscribed and a malformed address, a provider that is down, rate-limited, refuses the key or
 * answers nonsense. No request leaves the machine. The function's own door (who may start it) is
 * newsletter-event.test.ts; the sending limits, newsletter-ledger.test.ts.
 */
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import {
  addressHash,
  functionTiming,
  type NetlifySubmission,
  type Timing,
} from "../../netlify/lib/newsletter-forward"
import { createLedger } from "../../netlify/lib/newsletter-ledger"
import { hashKeyOf, processSubmission } from "../../netlify/lib/newsletter-process"
import { startLocalBlobs } from "../support/local-blobs.mjs"
import { consentVersion } from "../../src/data/newsletter"
import { localeSettings, locales, type Locale } from "../../src/data/locale"
import { localizedRoutes } from "../../src/data/routes"
import {
  newsletterEnvFor,
  startFakeNewsletterProvider,
  type FakeNewsletterProvider,
} from "../support/fake-newsletter-provider.mjs"

const apiKey = "unit-test-brevo-key"
const listIds = { en: 7, fr: 8 }
const templateIds = { en: 31, fr: 32 }
const siteUrl = "https://lumasculpt.example"
const address = "reader@example.ca"
const submissionId = "6748a1b2c3d4e5f601234567"
const createdAt = "2026-11-28T14:59:58.123Z"

let provider: FakeNewsletterProvider
let blobs: Awaited<ReturnType<typeof startLocalBlobs>>
let storeNumber = 0
let ledger: ReturnType<typeof createLedger>

beforeAll(async () => {
  provider = await startFakeNewsletterProvider({ apiKey })
  blobs = await startLocalBlobs()
})
afterAll(async () => {
  await provider.close()
  await blobs.close()
})
beforeEach(() => {
  provider.reset()
  // A ledger of its own for each test.
  ledger = createLedger({ store: blobs.store(`ledger-${(storeNumber += 1)}`) })
})

const env = (overrides: Record<string, string | undefined> = {}) => ({
  ...newsletterEnvFor({ url: provider.url, apiKey, listIds, templateIds }),
  URL: siteUrl,
  ...overrides,
})

/** A submission as Netlify's event carries it, from the given edition's form. */
const submission = (
  locale: Locale = "en",
  data: Record<string, string> = {},
  extra: Partial<NetlifySubmission> = {},
): NetlifySubmission => ({
  id: submissionId,
  number: 12,
  form_id: "5f0c0ffee",
  form_name: "newsletter",
  created_at: createdAt,
  site_url: siteUrl,
  data: {
    "form-name": "newsletter",
    email: address,
    language: localeSettings[locale].lang,
    "consent-version": consentVersion,
    "bot-field": "",
    ip: "203.0.113.7",
    user_agent: "Mozilla/5.0",
    referrer: `${siteUrl}${localizedRoutes[locale].blog}`,
    ...data,
  },
  ...extra,
})

/** A clock that moves only when the code waits: retries are tested without waiting. */
const virtualTiming = (overrides: Partial<Timing> = {}) => {
  let time = Date.parse("2026-11-28T15:00:00Z")
  const sleeps: number[] = []
  const timing: Timing = {
    ...functionTiming,
    now: () => time,
    sleep: async (ms) => {
      sleeps.push(ms)
      time += ms
    },
    ...overrides,
  }
  return { timing, sleeps }
}

const run = async (
  input: NetlifySubmission,
  { environment = env(), timing = virtualTiming().timing } = {},
) => {
  const log = { info: jest.fn(), error: jest.fn() }
  const deps = { env: environment, fetch, ledger, log, timing }
  const report = await processSubmission(input, "event", deps)
  if (!report) throw new Error("the ledger already held this submission")
  const lines = [...log.info.mock.calls, ...log.error.mock.calls].map(([line]) => String(line))
  return { report, log, lines }
}

const confirmationPath = "/v3/contacts/doubleOptinConfirmation"
const contactPath = `/v3/contacts/${encodeURIComponent(address)}`

describe("a new signup", () => {
  it.each(locales)(
    "asks the provider for one double opt-in email into the %s list, with the consent record",
    async (locale) => {
      const { report, lines } = await run(submission(locale))

      expect(report).toMatchObject({ outcome: "confirmation-requested", edition: locale })
      expect(provider.requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
        `GET ${contactPath}`,
        `POST ${confirmationPath}`,
      ])
      const [request] = provider.confirmationRequests()
      expect(request.headers).toMatchObject({
        "api-key": apiKey,
        "content-type": "application/json",
        accept: "application/json",
      })
      expect(request.body).toEqual({
        email: address,
        includeListIds: [listIds[locale]],
        templateId: templateIds[locale],
        redirectionUrl: `${siteUrl}${localizedRoutes[locale].subscribed}`,
        attributes: {
          SIGNUP_LANGUAGE: localeSettings[locale].lang,
          CONSENT_VERSION: consentVersion,
          CONSENT_AT: createdAt,
          NETLIFY_SUBMISSION_ID: submissionId,
        },
      })
      // One line, with the id to find the submission in Netlify, and a keyed hash of the address:
      // neither the address nor its domain.
      const hash = addressHash(address, hashKeyOf(env()))
      expect(lines).toEqual([
        `newsletter: submission ${submissionId} (${locale}, ${hash}): confirmation-requested: for a new address [2 calls]`,
      ])
      expect(lines[0]).not.toMatch(/reader|example\.ca/)
      expect(hash).not.toBe(addressHash(address, "another key"))
    },
  )

  it("lands the confirmed subscriber on the page the environment names, per edition", async () => {
    await run(submission("fr"), {
      environment: env({ NEWSLETTER_REDIRECT_URL_FR: "https://www.lumasculpt.ca/fr/merci/" }),
    })

    expect(provider.confirmationRequests()[0].body).toMatchObject({
      redirectionUrl: "https://www.lumasculpt.ca/fr/merci/",
      includeListIds: [listIds.fr],
    })
  })

  it("puts a submission without a language field in the list of the page it came from", async () => {
    await run(submission("fr", { language: "" }))

    expect(provider.confirmationRequests()[0].body).toMatchObject({ includeListIds: [listIds.fr] })
  })

  it("records a submission from before consent versions as unversioned, not as today's", async () => {
    await run(submission("en", { "consent-version": "" }))

    expect(provider.confirmationRequests()[0].body).toMatchObject({
      attributes: expect.objectContaining({ CONSENT_VERSION: "unversioned" }),
    })
  })

  it("records a consent version nobody recorded as unknown, and says so in the log", async () => {
    const { lines } = await run(submission("en", { "consent-version": "2099-01-01<b>" }))

    expect(provider.confirmationRequests()[0].body).toMatchObject({
      attributes: expect.objectContaining({ CONSENT_VERSION: "unknown:2099-01-01?b?" }),
    })
    expect(lines[0]).toContain("(consent version unknown:2099-01-01?b?)")
  })

  it("lands the confirmed subscriber on the site's configured address, whatever the submission says", async () => {
    await run(submission("en", {}, { site_url: "https://evil.example" }))

    expect(provider.confirmationRequests()[0].body).toMatchObject({
      redirectionUrl: `${siteUrl}${localizedRoutes.en.subscribed}`,
    })
  })

  it("takes the date Netlify recorded, as ISO, and refuses a submission without one", async () => {
    await run(submission("en", {}, { created_at: "2026-11-28T09:59:58.123-05:00" }))
    expect(provider.confirmationRequests()[0].body).toMatchObject({
      attributes: expect.objectContaining({ CONSENT_AT: "2026-11-28T14:59:58.123Z" }),
    })

    provider.reset()
    const { report } = await run(
      submission("en", {}, { id: "6748a1b2c3d4e5f601234568", created_at: "yesterday" }),
    )
    expect(report).toMatchObject({ outcome: "ignored", detail: expect.stringMatching(/ISO date/) })
    expect(provider.requests).toEqual([])
  })
})

describe("addresses the provider already knows, and malformed ones", () => {
  it("sends the confirmation again, a day later, to an address that signs up twice before confirming", async () => {
    await run(submission("en"))
    const { timing } = virtualTiming()
    const later = { ...timing, now: () => Date.parse("2026-11-29T15:30:00Z") }
    const { report } = await run(
      submission("en", {}, { id: "6748a1b2c3d4e5f60123456a", created_at: "2026-11-29T15:29:00Z" }),
      { timing: later },
    )

    expect(report).toMatchObject({
      outcome: "confirmation-requested",
      detail: "for an address it knew",
    })
    expect(provider.confirmationRequests()).toHaveLength(2)
    expect(provider.contacts.size).toBe(1)
  })

  it("refuses an address longer than 254 characters without calling the provider", async () => {
    const long = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.ca`
    expect(long.length).toBeGreaterThan(254)

    const { report } = await run(submission("en", { email: long }))

    expect(report).toMatchObject({ outcome: "invalid-address", calls: 0 })
    expect(provider.requests).toEqual([])
  })

  it("sends nothing to an address already confirmed on the edition's list", async () => {
    provider.addContact({ email: address, listIds: [listIds.en] })

    const { report } = await run(submission("en"))

    expect(report.outcome).toBe("already-subscribed")
    expect(provider.confirmationRequests()).toEqual([])
  })

  it("asks a subscriber of the English list who signs up in French to confirm the French one", async () => {
    provider.addContact({ email: address, listIds: [listIds.en] })

    const { report } = await run(submission("fr"))

    expect(report.outcome).toBe("confirmation-requested")
    expect(provider.confirmationRequests()[0].body).toMatchObject({ includeListIds: [listIds.fr] })
  })

  it.each([
    ["left the list", { listUnsubscribed: [listIds.en] }],
    ["is blocked for all email", { emailBlacklisted: true }],
  ])("leaves alone an address that %s, and says so in the log", async (_, state) => {
    provider.addContact({ email: address, ...state })

    const { report, log } = await run(submission("en"))

    expect(report.outcome).toBe("unsubscribed")
    expect(provider.confirmationRequests()).toEqual([])
    expect(log.error).not.toHaveBeenCalled()
    expect(log.info).toHaveBeenCalledWith(expect.stringContaining("unsubscribed"))
  })

  it("asks nothing of the provider for a malformed address (a form sent without JavaScript)", async () => {
    const { report, log } = await run(submission("en", { email: "reader@example" }))

    expect(report).toMatchObject({ outcome: "invalid-address", calls: 0 })
    expect(provider.requests).toEqual([])
    expect(log.error).not.toHaveBeenCalled()
  })

  it("takes the provider's word that an address is invalid, without retrying", async () => {
    provider.failNext({
      path: confirmationPath,
      status: 400,
      body: { code: "invalid_parameter", message: "email is not valid" },
    })

    const { report } = await run(submission("en"))

    expect(report.outcome).toBe("invalid-address")
    expect(provider.confirmationRequests()).toHaveLength(1)
  })

  it("counts the provider's 'contact already exists' answer as a known address, not an error", async () => {
    provider.failNext({
      path: confirmationPath,
      status: 400,
      body: { code: "duplicate_parameter", message: "Contact already exist" },
    })

    const { report, log } = await run(submission("en"))

    expect(report).toMatchObject({ outcome: "confirmation-requested" })
    expect(log.error).not.toHaveBeenCalled()
  })

  it.each([
    ["another form", submission("en", { "form-name": "contact" }, { form_name: "contact" })],
    ["a filled honeypot", submission("en", { "bot-field": "http://spam.example" })],
  ])("ignores %s without calling the provider", async (_, input) => {
    const { report } = await run(input)

    expect(report.outcome).toBe("ignored")
    expect(provider.requests).toEqual([])
  })
})

describe("when the provider fails", () => {
  it("retries a provider that is down (503), waiting longer each time, then succeeds", async () => {
    provider.failNext({ path: contactPath, status: 503, times: 2 })
    const { timing, sleeps } = virtualTiming()

    const { report, log } = await run(submission("en"), { timing })

    expect(report).toMatchObject({ outcome: "confirmation-requested", calls: 4 })
    expect(sleeps).toEqual([250, 1000])
    expect(log.error).not.toHaveBeenCalled()
  })

  it("gives up after four tries, within the budget, and logs the failure with the submission id", async () => {
    provider.failNext({ path: contactPath, status: 503, times: 10 })
    const { timing, sleeps } = virtualTiming()

    const { report, log } = await run(submission("fr"), { timing })

    expect(report).toMatchObject({ outcome: "failed", calls: 4 })
    expect(sleeps).toEqual([250, 1000, 2500])
    expect(sleeps.reduce((sum, ms) => sum + ms, 0)).toBeLessThan(functionTiming.budgetMs)
    expect(provider.confirmationRequests()).toEqual([])
    expect(log.error).toHaveBeenCalledWith(
      expect.stringMatching(new RegExp(`submission ${submissionId} .*failed: .*503.*daily retry`)),
    )
  })

  it("waits as long as a rate limit (429) asks before trying again", async () => {
    provider.failNext({
      path: confirmationPath,
      status: 429,
      headers: { "x-sib-ratelimit-reset": "2" },
      body: { code: "too_many_requests", message: "Too many requests" },
    })
    const { timing, sleeps } = virtualTiming()

    const { report } = await run(submission("en"), { timing })

    expect(report.outcome).toBe("confirmation-requested")
    expect(sleeps).toEqual([2000])
    expect(provider.confirmationRequests()).toHaveLength(2)
  })

  it("does not wait past the function's limit for a rate limit that resets later", async () => {
    provider.failNext({
      path: contactPath,
      status: 429,
      headers: { "x-sib-ratelimit-reset": "60" },
    })
    const { timing, sleeps } = virtualTiming()

    const { report } = await run(submission("en"), { timing })

    expect(report).toMatchObject({ outcome: "failed", calls: 1 })
    expect(sleeps).toEqual([])
  })

  it("does not retry a key the provider refuses (401) and names the variable to fix", async () => {
    const { report, log } = await run(submission("en"), {
      environment: env({ NEWSLETTER_API_KEY: "revoked-key" }),
    })

    expect(report).toMatchObject({ outcome: "failed", calls: 1 })
    expect(provider.requests).toHaveLength(1)
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining("NEWSLETTER_API_KEY"))
  })

  it("names the missing settings and calls nothing when the provider is not configured", async () => {
    const { report } = await run(submission("en"), {
      environment: env({ NEWSLETTER_API_KEY: undefined, NEWSLETTER_LIST_ID_FR: "" }),
    })

    expect(report.outcome).toBe("failed")
    expect(report.detail).toMatch(/NEWSLETTER_API_KEY, NEWSLETTER_LIST_ID_FR/)
    expect(provider.requests).toEqual([])
  })

  it("stops waiting for a provider that never answers and returns within its budget", async () => {
    const silent: Server = createServer(() => undefined)
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve))
    const { port } = silent.address() as AddressInfo
    const started = Date.now()
    try {
      const { report } = await run(submission("en"), {
        environment: env({ NEWSLETTER_API_URL: `http://127.0.0.1:${port}/v3` }),
        timing: { ...functionTiming, budgetMs: 600, attemptTimeoutMs: 150, delaysMs: [20, 20] },
      })
      expect(report.outcome).toBe("failed")
      expect(report.detail).toMatch(/no answer/)
      expect(Date.now() - started).toBeLessThan(2000)
    } finally {
      silent.closeAllConnections()
      await new Promise((resolve) => silent.close(resolve))
    }
  })
})

describe("every path writes its line", () => {
  it("counts a provider answer that is not JSON as a failure, logged with the id", async () => {
    provider.failNext({
      path: contactPath,
      status: 200,
      times: 4,
      rawBody: "<html>Gateway</html>",
      headers: { "Content-Type": "text/html" },
    })

    const { report, log } = await run(submission("en"))

    expect(report).toMatchObject({ outcome: "failed", detail: expect.stringMatching(/unreadable/) })
    expect(log.error).toHaveBeenCalledWith(
      expect.stringMatching(new RegExp(`^newsletter: submission ${submissionId} .*: failed: `)),
    )
    expect(provider.confirmationRequests()).toEqual([])
  })

  it("logs the id and failed when a timeout fires while the answer is being read", async () => {
    const slowBody: Server = createServer((_req, res) => {
      res.writeHead(200, { "Content-Type": "application/json" })
      res.write('{"listIds": [')
    })
    await new Promise<void>((resolve) => slowBody.listen(0, "127.0.0.1", resolve))
    const { port } = slowBody.address() as AddressInfo
    try {
      const { report, log } = await run(submission("en"), {
        environment: env({ NEWSLETTER_API_URL: `http://127.0.0.1:${port}/v3` }),
        timing: { ...functionTiming, budgetMs: 400, attemptTimeoutMs: 100, delaysMs: [10] },
      })
      expect(report.outcome).toBe("failed")
      expect(log.error).toHaveBeenCalledWith(
        expect.stringMatching(new RegExp(`^newsletter: submission ${submissionId} .*: failed: `)),
      )
    } finally {
      slowBody.closeAllConnections()
      await new Promise((resolve) => slowBody.close(resolve))
    }
  })

  it("logs the id and failed when anything throws, and keeps the signup for the retry", async () => {
    // Netlify Blobs failing half-way through: the limits cannot be read.
    const failing = {
      ...ledger,
      reserveAddress: async () => {
        throw new Error("Blobs: 503")
      },
    }
    const log = { info: jest.fn(), error: jest.fn() }

    const report = await processSubmission(submission("en"), "event", {
      env: env(),
      fetch,
      ledger: failing,
      log,
      timing: virtualTiming().timing,
    })

    expect(report).toMatchObject({ outcome: "failed", detail: "threw Error: Blobs: 503" })
    expect(log.error).toHaveBeenCalledWith(
      expect.stringMatching(new RegExp(`^newsletter: submission ${submissionId} .*: failed: `)),
    )
    expect(await ledger.entry(submissionId)).toMatchObject({ status: "failed" })
    expect(provider.requests).toEqual([])
  })

  it("does not try a confirmation again after no answer: the first may have been sent", async () => {
    const { timing } = virtualTiming()
    const dropsPosts: typeof fetch = async (url, init) => {
      if (init?.method === "POST") throw new TypeError("socket hang up")
      return fetch(url, init)
    }
    const log = { info: jest.fn(), error: jest.fn() }

    const report = await processSubmission(submission("en"), "event", {
      env: env(),
      fetch: dropsPosts,
      ledger,
      log,
      timing,
    })

    expect(report).toMatchObject({ outcome: "failed", calls: 2, unanswered: true })
    // The booking stays: the retry finds a confirmation on record after this signup, sends none.
    const hash = addressHash(address, hashKeyOf(env()))
    expect(await ledger.sentSince(hash, Date.parse(createdAt))).toBe(true)
  })
})

describe("the provider's address", () => {
  it.each([
    ["plain http to another host", "http://api.brevo.example/v3"],
    ["not a URL", "brevo"],
  ])("refuses NEWSLETTER_API_URL as %s and sends the key nowhere", async (_, url) => {
    const { report } = await run(submission("en"), {
      environment: env({ NEWSLETTER_API_URL: url }),
    })

    expect(report).toMatchObject({ outcome: "failed", calls: 0 })
    expect(report.detail).toMatch(/NEWSLETTER_API_URL/)
    expect(provider.requests).toEqual([])
  })
})
