/**
 * @jest-environment node
 *
 * Who can start the newsletter function (netlify/functions/submission-created.ts). Its URL answers
 * anyone and Netlify signs nothing it sends there, so the function believes only what Netlify's
 * API returns for the submission id in the body. Here a fake of that API
 * (__tests__/support/fake-netlify-api.mjs) holds the site's stored submissions, a fake of Brevo
 * records what would be emailed, and the ledger is the real Netlify Blobs client on its local
 * store. A direct request to the URL, whatever it carries, sends nothing and gets the same empty
 * answer as Netlify's own call.
 */
import submissionCreated from "../../netlify/functions/submission-created"
import { retryOpenSignups } from "../../netlify/functions/newsletter-retry"
import { functionTiming } from "../../netlify/lib/newsletter-forward"
import { createLedger, ledgerStoreName } from "../../netlify/lib/newsletter-ledger"
import { consentVersion } from "../../src/data/newsletter"
import { localizedRoutes } from "../../src/data/routes"
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

const apiKey = "event-test-brevo-key"
const token = "event-test-netlify-token"
const siteId = "site-event-test"
const siteUrl = "https://lumasculpt.example"
const listIds = { en: 5, fr: 6 }
const templateIds = { en: 15, fr: 16 }

let provider: FakeNewsletterProvider
let netlify: FakeNetlifyApi
let blobs: Awaited<ReturnType<typeof startLocalBlobs>>
let ids = 0x100
/** Each test's own Blobs namespace, so no ledger entry or limit carries over from another. */
let blobsSite = ""
let blobsSites = 0

/** A fresh Netlify-style id (24 hex digits). */
const newId = () => (ids += 1).toString(16).padStart(24, "a")

const stored = (email: string, extra: Partial<FakeSubmission> = {}): FakeSubmission => ({
  id: newId(),
  created_at: new Date().toISOString(),
  data: { email, language: "en-CA", "consent-version": consentVersion, referrer: `${siteUrl}/` },
  ...extra,
})

const newsletter = {
  id: "form-newsletter-1",
  name: "newsletter",
  submissions: [] as FakeSubmission[],
}
const contact = { id: "form-contact-1", name: "contact", submissions: [] as FakeSubmission[] }

const saved = { ...process.env }
beforeAll(async () => {
  provider = await startFakeNewsletterProvider({ apiKey })
  netlify = await startFakeNetlifyApi({ token, siteId, forms: [newsletter, contact] })
  blobs = await startLocalBlobs()
})
afterAll(async () => {
  await Promise.all([provider.close(), netlify.close(), blobs.close()])
})
beforeEach(() => {
  provider.reset()
  netlify.requests.length = 0
  blobsSite = `event-test-${(blobsSites += 1)}`
  Object.assign(process.env, {
    ...newsletterEnvFor({ url: provider.url, apiKey, listIds, templateIds }),
    NETLIFY_AUTH_TOKEN: token,
    NETLIFY_API_URL: netlify.url,
    NETLIFY_BLOBS_CONTEXT: blobs.contextVariable(blobsSite),
    URL: siteUrl,
  })
})
afterEach(() => {
  process.env = { ...saved }
})

/** What the platform passes the function: this site's id and address. */
const context = { site: { id: siteId, url: siteUrl, name: "lumasculpt" } } as never

const call = (body: string, contentType = "application/json", method = "POST") =>
  submissionCreated(
    new Request(`${siteUrl}/.netlify/functions/submission-created`, {
      method,
      headers: { "content-type": contentType },
      body: method === "GET" ? undefined : body,
    }),
    context,
  )

/** Netlify's event for a stored submission: `{ payload: <the submission> }`. */
const event = (submission: FakeSubmission, payload: Record<string, unknown> = {}) =>
  JSON.stringify({
    payload: { ...submission, form_name: "newsletter", site_url: siteUrl, ...payload },
  })

/** Everything a caller can learn from an answer. */
const seen = async (response: Response) => ({
  status: response.status,
  headers: [...response.headers],
  body: await response.text(),
})

const quietly = async <T>(run: () => Promise<T>) => {
  const log = jest.spyOn(console, "log").mockImplementation(() => undefined)
  const error = jest.spyOn(console, "error").mockImplementation(() => undefined)
  try {
    return await run()
  } finally {
    log.mockRestore()
    error.mockRestore()
  }
}

describe("Netlify's event for a stored newsletter submission", () => {
  it("asks the provider for one confirmation, from the API's copy, and answers 204 with no body", async () => {
    const submission = stored("first@example.ca")
    newsletter.submissions.push(submission)

    const answer = await quietly(async () => seen(await call(event(submission))))

    expect(answer).toEqual({ status: 204, headers: [], body: "" })
    expect(provider.confirmationRequests().map(({ body }) => body)).toEqual([
      expect.objectContaining({
        email: "first@example.ca",
        redirectionUrl: `${siteUrl}${localizedRoutes.en.subscribed}`,
        attributes: expect.objectContaining({
          NETLIFY_SUBMISSION_ID: submission.id,
          CONSENT_AT: submission.created_at,
        }),
      }),
    ])
    expect(netlify.requests.map(({ path }) => path)).toEqual([
      `/api/v1/sites/${siteId}/forms`,
      `/api/v1/submissions/${submission.id}`,
    ])
  })

  it("lands the confirmation on the site's configured address, not the payload's site_url", async () => {
    const submission = stored("landing@example.ca")
    newsletter.submissions.push(submission)

    await quietly(() => call(event(submission, { site_url: "https://evil.example" })))

    const [request] = provider.confirmationRequests()
    expect(request.body).toMatchObject({ redirectionUrl: `${siteUrl}/subscribed/` })
  })

  it("uses what Netlify stored, not what the body says the visitor sent", async () => {
    const submission = stored("real@example.ca")
    newsletter.submissions.push(submission)
    const forged = {
      created_at: "2020-01-01T00:00:00Z",
      data: { email: "victim@example.ca", language: "fr-CA", "consent-version": "forged" },
    }

    await quietly(() => call(event(submission, forged)))

    const bodies = provider.confirmationRequests().map(({ body }) => body)
    expect(bodies).toEqual([
      expect.objectContaining({
        email: "real@example.ca",
        includeListIds: [listIds.en],
        attributes: expect.objectContaining({ CONSENT_VERSION: consentVersion }),
      }),
    ])
  })
})

describe("a direct request to the function's URL", () => {
  const forgedPayload = JSON.stringify({
    payload: {
      id: "0123456789abcdef01234567",
      form_name: "newsletter",
      site_url: "https://evil.example",
      created_at: new Date().toISOString(),
      data: { email: "victim@example.ca", language: "en-CA" },
    },
  })

  it.each([
    ["a forged submission with a made-up id", forgedPayload, "application/json"],
    [
      "a forged submission without an id",
      forgedPayload.replace(/"id":"[^"]+",/, ""),
      "application/json",
    ],
    [
      "an id that would steer the API elsewhere",
      JSON.stringify({ payload: { id: "../sites" } }),
      "application/json",
    ],
    ["a text/plain body (a cross-site form post)", forgedPayload, "text/plain"],
    ["a body that is not JSON", "email=victim@example.ca", "application/x-www-form-urlencoded"],
  ])("sends nothing for %s, and answers as it answers Netlify", async (_, body, type) => {
    const answer = await quietly(async () => seen(await call(body, type)))

    expect(answer).toEqual({ status: 204, headers: [], body: "" })
    expect(provider.requests).toEqual([])
  })

  it("sends nothing for a real submission of another form", async () => {
    const other = stored("contact@example.ca")
    contact.submissions.push(other)

    const answer = await quietly(async () => seen(await call(event(other))))

    expect(answer).toEqual({ status: 204, headers: [], body: "" })
    expect(provider.requests).toEqual([])
  })

  it("sends nothing more when it repeats a real submission's id, any number of times", async () => {
    const submission = stored("repeat@example.ca")
    newsletter.submissions.push(submission)

    await quietly(() => call(event(submission)))
    const again = await quietly(async () =>
      Promise.all([1, 2, 3].map(async () => seen(await call(event(submission))))),
    )

    expect(again).toEqual(Array(3).fill({ status: 204, headers: [], body: "" }))
    expect(provider.confirmationRequests()).toHaveLength(1)
  })

  it("learns nothing about who is subscribed: the answer is the same for a confirmed subscriber", async () => {
    const subscriber = stored("subscriber@example.ca")
    const stranger = stored("stranger@example.ca")
    newsletter.submissions.push(subscriber, stranger)
    provider.addContact({ email: "subscriber@example.ca", listIds: [listIds.en] })

    const answers = await quietly(async () => [
      await seen(await call(event(subscriber))),
      await seen(await call(event(stranger))),
      await seen(await call(forgedPayload)),
    ])

    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1)
  })
})

describe("when Netlify's API cannot answer", () => {
  it("keeps the id in the ledger and the daily retry forwards it once the API is back", async () => {
    const submission = stored("later@example.ca")
    newsletter.submissions.push(submission)
    process.env.NETLIFY_API_URL = "http://127.0.0.1:9/api/v1"

    await quietly(() => call(event(submission)))
    expect(provider.requests).toEqual([])
    const ledger = createLedger({ store: blobs.store(ledgerStoreName, blobsSite) })
    expect(await ledger.entry(String(submission.id))).toMatchObject({ status: "failed" })

    const lines: string[] = []
    const log = {
      info: (line: string) => lines.push(line),
      error: (line: string) => lines.push(line),
    }
    const retry = {
      env: { ...process.env, NETLIFY_API_URL: netlify.url },
      fetch,
      store: blobs.store(ledgerStoreName, blobsSite),
      siteId,
      timing: functionTiming,
      log,
    }
    await retryOpenSignups(retry)
    await retryOpenSignups(retry)

    expect(provider.confirmationRequests().map(({ body }) => body)).toEqual([
      expect.objectContaining({ email: "later@example.ca" }),
    ])
    expect(await ledger.entry(String(submission.id))).toMatchObject({ status: "sent" })
  })

  it("refuses a NETLIFY_API_URL that would send the token in clear text", async () => {
    const submission = stored("cleartext@example.ca")
    newsletter.submissions.push(submission)
    // Plain http to a host that is not written as loopback (this one still reaches the fake, so
    // a token sent there would show up in its log).
    process.env.NETLIFY_API_URL = netlify.url.replace("127.0.0.1", "[::ffff:127.0.0.1]")

    await quietly(() => call(event(submission)))

    expect(netlify.requests).toEqual([])
    expect(provider.requests).toEqual([])
  })
})
