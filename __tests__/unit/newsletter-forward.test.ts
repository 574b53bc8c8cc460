/**
 * @jest-environment node
 *
 * The `submission-created` function against a local fake of Brevo's documented API
 * (__tests__/support/fake-newsletter-provider.mjs): what it asks the provider for each edition,
 * and what becomes of a duplicate, a confirmed, an unsubscribed and a malformed address, a
 * provider that is down, rate-limited or refuses the key. No request leaves the machine.
 */
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import submissionCreated, { handleSubmission } from "../../netlify/functions/submission-created"
import {
  functionTiming,
  type NetlifySubmission,
  type Timing,
} from "../../netlify/lib/newsletter-forward.mjs"
import { editionSettings } from "../../netlify/lib/newsletter-editions.mjs"
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

beforeAll(async () => {
  provider = await startFakeNewsletterProvider({ apiKey })
})
afterAll(() => provider.close())
beforeEach(() => provider.reset())

const env = (overrides: Record<string, string | undefined> = {}) => ({
  ...newsletterEnvFor({ url: provider.url, apiKey, listIds, templateIds }),
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
  const report = await handleSubmission(input, { env: environment, fetch, log, timing })
  const lines = [...log.info.mock.calls, ...log.error.mock.calls].map(([line]) => String(line))
  return { report, log, lines }
}

const confirmationPath = "/v3/contacts/doubleOptinConfirmation"
const contactPath = `/v3/contacts/${encodeURIComponent(address)}`

describe("the server's copy of each edition's newsletter facts", () => {
  it.each(locales)("matches the site's language tag and confirmed page (%s)", (locale) => {
    expect(editionSettings[locale]).toEqual({
      lang: localeSettings[locale].lang,
      confirmedPath: localizedRoutes[locale].subscribed,
    })
  })
})

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
      // One line, with the id to find the submission in Netlify, and no full address.
      expect(lines).toEqual([expect.stringContaining(`submission ${submissionId} (${locale}`)])
      expect(lines[0]).toContain("r***@example.ca")
      expect(lines[0]).not.toContain(address)
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
})

describe("addresses the provider already knows, and malformed ones", () => {
  it("sends the confirmation again to an address that signs up twice before confirming", async () => {
    await run(submission("en"))
    const { report } = await run(submission("en"))

    expect(report).toMatchObject({
      outcome: "confirmation-requested",
      detail: "for an address it knew",
    })
    expect(provider.confirmationRequests()).toHaveLength(2)
    expect(provider.contacts.size).toBe(1)
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
      expect.stringMatching(new RegExp(`submission ${submissionId} .*failed: .*503.*replay`)),
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

describe("the function Netlify calls", () => {
  const saved = { ...process.env }
  beforeEach(() => Object.assign(process.env, env()))
  afterEach(() => {
    process.env = { ...saved }
  })

  const event = (body: string) =>
    new Request("http://localhost/.netlify/functions/submission-created", { method: "POST", body })

  it("reads the submission from the event's payload and answers 200 with what it did", async () => {
    const log = jest.spyOn(console, "log").mockImplementation(() => undefined)
    try {
      const response = await submissionCreated(event(JSON.stringify({ payload: submission("fr") })))

      expect(response.status).toBe(200)
      expect(await response.json()).toMatchObject({
        outcome: "confirmation-requested",
        submissionId,
        edition: "fr",
      })
      expect(provider.confirmationRequests()).toHaveLength(1)
    } finally {
      log.mockRestore()
    }
  })

  it("answers 502 for a failed forward, so it stands out in Netlify's log", async () => {
    process.env.NEWSLETTER_API_KEY = "revoked-key"
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined)
    try {
      const response = await submissionCreated(event(JSON.stringify({ payload: submission() })))

      expect(response.status).toBe(502)
      expect(error).toHaveBeenCalledWith(expect.stringContaining(submissionId))
    } finally {
      error.mockRestore()
    }
  })

  it("answers 400, and forwards nothing, for a body that is not Netlify's event", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined)
    try {
      expect((await submissionCreated(event("email=reader@example.ca"))).status).toBe(400)
      expect((await submissionCreated(event(JSON.stringify({ hello: 1 })))).status).toBe(400)
      expect(provider.requests).toEqual([])
    } finally {
      error.mockRestore()
    }
  })
})
