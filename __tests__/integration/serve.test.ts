/** @jest-environment node */
// scripts/serve.ts runs as its own process, with tsx, as `npm run serve` starts it, on a free port:
// it uses Netlify's ESM-only engines, which Jest's CommonJS runtime cannot load, and sets the
// functions' environment on its own process.
import { spawn } from "child_process"
import type { ChildProcess } from "child_process"
import type { AddressInfo } from "net"
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "fs"
import http from "http"
import { tmpdir } from "os"
import path from "path"
import zlib from "zlib"
import { adminHeaders } from "../../src/node/admin-headers"
import { HTML_CACHE_CONTROL } from "../../src/node/security-headers"
import {
  newsletterEnvFor,
  startFakeNewsletterProvider,
  type FakeNewsletterProvider,
} from "../support/fake-newsletter-provider.mjs"

const ROOT = path.resolve(__dirname, "../..")
const FIXTURE = path.join(ROOT, "__tests__/fixtures/netlify-site")
const PUBLISH = path.join(FIXTURE, "publish")
/** A stand-in submission-created function that passes the event body on to NEWSLETTER_API_URL. */
const FUNCTIONS = path.join(FIXTURE, "functions")
const IMMUTABLE = "public, max-age=31536000, immutable"

type Server = { process: ChildProcess; port: number; output: () => string }
type Reply = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }
type Request = { method?: string; headers?: http.OutgoingHttpHeaders; body?: string }

/**
 * Servers still running. A start that outlives its hook's timeout resolves after the suite gave up
 * on it; stopping whatever is left here keeps that server from holding jest open.
 */
const running = new Set<ChildProcess>()
afterAll(() => running.forEach((child) => child.kill("SIGTERM")))

/** A new Node process that compiles serve.ts with tsx before it listens: more than Jest's 5 s. */
const SERVER_START_MS = 30_000

/** The fixture site; with no `functions` it has no submission-created function. */
const startServer = (
  configPath: string,
  { functions = path.join(FIXTURE, "no-functions"), env = {}, dir = PUBLISH } = {},
): Promise<Server> =>
  new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        "scripts/serve.ts",
        "--dir",
        dir,
        "--config",
        configPath,
        "--functions",
        functions,
      ],
      { cwd: ROOT, env: { ...process.env, PORT: "0", DEBUG: "", ...env } },
    )
    running.add(child)
    child.on("exit", () => running.delete(child))
    let output = ""
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString()
      const port = /http:\/\/localhost:(\d+)/.exec(output)?.[1]
      if (port) resolve({ process: child, port: Number(port), output: () => output })
    })
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.on("exit", (code) => reject(new Error(`serve.ts exited with ${code}: ${output}`)))
  })

/** Stops a server; one that never started (its hook timed out) leaves nothing to stop. */
const stopServer = (server: Server | undefined): Promise<number | null> =>
  new Promise((resolve) => {
    if (!server) return resolve(null)
    if (server.process.exitCode !== null) return resolve(server.process.exitCode)
    server.process.once("exit", resolve)
    server.process.kill("SIGTERM")
  })

// node:http rather than fetch: the raw status, headers and (still compressed) bytes.
const request = (server: Server, urlPath: string, options: Request = {}): Promise<Reply> =>
  new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port: server.port, path: urlPath, method: options.method ?? "GET" },
      (res) => {
        const chunks: Buffer[] = []
        res.on("data", (chunk: Buffer) => chunks.push(chunk))
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        )
      },
    )
    for (const [name, value] of Object.entries(options.headers ?? {})) {
      if (value !== undefined) req.setHeader(name, value)
    }
    req.on("error", reject)
    req.end(options.body)
  })

/** A form POST to `action`, the page the form names (a browser posts there). */
const formPost = (
  server: Server,
  body: string,
  headers: http.OutgoingHttpHeaders,
  action = "/subscribed/",
) =>
  request(server, action, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
  })

const fixtureFile = (relative: string): Buffer => readFileSync(path.join(PUBLISH, relative))

describe("npm run serve, with the fixture's netlify.toml", () => {
  let server: Server

  beforeAll(async () => {
    server = await startServer(path.join(FIXTURE, "netlify.toml"))
  }, SERVER_START_MS)

  afterAll(() => stopServer(server))

  describe("static files and pretty URLs", () => {
    it("serves / with the headers from _headers", async () => {
      const reply = await request(server, "/")

      expect(reply.status).toBe(200)
      expect(reply.headers["content-type"]).toBe("text/html; charset=utf-8")
      expect(reply.headers["content-security-policy"]).toContain("script-src 'self' 'sha256-")
      expect(reply.headers["x-frame-options"]).toBe("DENY")
      expect(reply.headers["cache-control"]).toBe(HTML_CACHE_CONTROL)
      expect(reply.body.toString()).toContain("Fixture home")
    })

    it("redirects /blog to /blog/ with 301, keeping the query", async () => {
      const reply = await request(server, "/blog?ref=home")

      expect(reply.status).toBe(301)
      expect(reply.headers.location).toBe("/blog/?ref=home")
    })

    it("serves a real article although the /blog/* 404 rule matches its path", async () => {
      const reply = await request(server, "/blog/a/")

      expect(reply.status).toBe(200)
      expect(reply.body.toString()).toContain("Article A")
    })

    it("joins the values of every header rule that matches, as Netlify does", async () => {
      const reply = await request(server, "/blog/a/")

      expect(reply.headers["x-section"]).toBe("site, blog")
    })

    it("never serves the _headers and _redirects files themselves", async () => {
      expect((await request(server, "/_headers")).status).toBe(404)
      expect((await request(server, "/_redirects")).status).toBe(404)
    })

    it("stays inside the publish directory", async () => {
      const reply = await request(server, "/%2e%2e/netlify.toml")

      expect(reply.status).toBe(404)
      expect(reply.body.toString()).not.toContain("[[redirects]]")
    })
  })

  describe("not found", () => {
    it("answers an unknown article with 404 and the 'Blog Post Not Found' page", async () => {
      const reply = await request(server, "/blog/unknown/")

      expect(reply.status).toBe(404)
      expect(reply.body.toString()).toContain("Blog Post Not Found")
      expect(reply.headers["content-security-policy"]).toBeDefined()
    })

    it("answers any other unknown path with 404 and 404.html", async () => {
      const reply = await request(server, "/nope")

      expect(reply.status).toBe(404)
      expect(reply.body.toString()).toContain("Oops! Page not found")
      expect(reply.headers["x-frame-options"]).toBe("DENY")
    })
  })

  describe("edge functions", () => {
    it("gives /admin/ the editor's own policy from netlify/edge-functions/admin.ts", async () => {
      const admin = await request(server, "/admin/")
      const home = await request(server, "/")

      expect(admin.headers["content-security-policy"]).toBe(adminHeaders["Content-Security-Policy"])
      expect(admin.headers["x-robots-tag"]).toBe("noindex, nofollow")
      expect(home.headers["x-robots-tag"]).toBeUndefined()
    })
  })

  describe("redirect rules", () => {
    it("applies _redirects rules (301)", async () => {
      const reply = await request(server, "/old-article")

      expect(reply.status).toBe(301)
      expect(reply.headers.location).toBe("/blog/a/")
    })

    it("rewrites with status 200: another page's content at the requested URL", async () => {
      const reply = await request(server, "/latest")

      expect(reply.status).toBe(200)
      expect(reply.body.toString()).toContain("Article A")
    })

    it("applies a forced rule even though a file exists at the path", async () => {
      const reply = await request(server, "/blog/index.html")

      expect(reply.status).toBe(301)
      expect(reply.headers.location).toBe("/blog/")
    })
  })

  describe("transfer", () => {
    it("gzips text when the client accepts gzip", async () => {
      const reply = await request(server, "/app-1a2b3c.js", {
        headers: { "Accept-Encoding": "gzip" },
      })

      expect(reply.headers["content-encoding"]).toBe("gzip")
      expect(reply.headers.vary).toBe("Accept-Encoding")
      expect(zlib.gunzipSync(reply.body)).toEqual(fixtureFile("app-1a2b3c.js"))
      expect(reply.body.length).toBeLessThan(fixtureFile("app-1a2b3c.js").length)
    })

    it("prefers brotli, and sends plain bytes to clients that accept neither", async () => {
      const brotli = await request(server, "/", { headers: { "Accept-Encoding": "gzip, br" } })
      const plain = await request(server, "/")

      expect(brotli.headers["content-encoding"]).toBe("br")
      expect(zlib.brotliDecompressSync(brotli.body)).toEqual(fixtureFile("index.html"))
      expect(plain.headers["content-encoding"]).toBeUndefined()
      expect(plain.body).toEqual(fixtureFile("index.html"))
    })

    it("sends images and video as they are, never compressed again", async () => {
      const reply = await request(server, "/media/clip.mp4", {
        headers: { "Accept-Encoding": "gzip, br" },
      })

      expect(reply.status).toBe(200)
      expect(reply.headers["content-type"]).toBe("video/mp4")
      expect(reply.headers["content-encoding"]).toBeUndefined()
      expect(reply.body).toEqual(fixtureFile("media/clip.mp4"))
    })

    it("answers HEAD with the status and headers of GET, and no body", async () => {
      const reply = await request(server, "/", { method: "HEAD" })

      expect(reply.status).toBe(200)
      expect(reply.headers["content-type"]).toBe("text/html; charset=utf-8")
      expect(reply.headers["x-frame-options"]).toBe("DENY")
      expect(reply.body).toHaveLength(0)
    })
  })

  describe("Netlify Forms", () => {
    const subscription = "form-name=newsletter&email=reader%40example.com"

    it("accepts a fetch() POST of a registered form with 200", async () => {
      const reply = await formPost(server, subscription, { "Sec-Fetch-Mode": "cors" })

      expect(reply.status).toBe(200)
    })

    it("sends a plain browser submission to the form's action page with 303, in each edition", async () => {
      const navigation = { "Sec-Fetch-Mode": "navigate", Accept: "text/html,application/xhtml+xml" }
      const english = await formPost(server, subscription, navigation)
      expect(english.status).toBe(303)
      expect(english.headers.location).toBe("/subscribed/")
      // The French form has the same name and its own action: it lands on its own page.
      const french = await formPost(server, subscription, navigation, "/fr/abonnement-confirme/")
      expect(french.status).toBe(303)
      expect(french.headers.location).toBe("/fr/abonnement-confirme/")
    })

    it("rejects forms that were not registered with data-netlify with 404", async () => {
      const notNetlify = await formPost(server, "form-name=contact", { "Sec-Fetch-Mode": "cors" })
      const unnamed = await formPost(server, "email=reader%40example.com", {})

      expect(notNetlify.status).toBe(404)
      expect(unnamed.status).toBe(404)
    })

    it("refuses methods a static site does not handle", async () => {
      expect((await request(server, "/", { method: "DELETE" })).status).toBe(405)
    })
  })

  it("logs nothing per request unless DEBUG is set", async () => {
    await request(server, "/")
    await request(server, "/nope")

    expect(server.output().trim().split("\n")).toEqual([
      expect.stringMatching(/^Serving .* at http:\/\/localhost:\d+$/),
    ])
  })
})

describe("npm run serve, while a new build replaces the files it serves", () => {
  let server: Server
  let dir: string

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "serve-rebuild-"))
    cpSync(PUBLISH, dir, { recursive: true })
    server = await startServer(path.join(FIXTURE, "netlify.toml"), { dir })
  }, SERVER_START_MS)

  afterAll(async () => {
    await stopServer(server)
    rmSync(dir, { recursive: true, force: true })
  })

  it("sends the headers of the new _headers at once", async () => {
    expect((await request(server, "/blog/a/")).headers["x-section"]).toBe("site, blog")
    const headers = readFileSync(path.join(dir, "_headers"), "utf8")
    writeFileSync(
      path.join(dir, "_headers"),
      headers.replace("X-Section: site", "X-Section: rebuilt"),
    )

    expect((await request(server, "/blog/a/")).headers["x-section"]).toBe("rebuilt, blog")
  })

  it("sends a changed file's new text, compressed", async () => {
    const gzip = { headers: { "Accept-Encoding": "gzip" } }
    const before = await request(server, "/app-1a2b3c.js", gzip)
    writeFileSync(path.join(dir, "app-1a2b3c.js"), "console.log('rebuilt')\n")
    const after = await request(server, "/app-1a2b3c.js", gzip)

    expect(zlib.gunzipSync(before.body)).toEqual(fixtureFile("app-1a2b3c.js"))
    expect(zlib.gunzipSync(after.body).toString()).toBe("console.log('rebuilt')\n")
  })
})

/** A stand-in newsletter provider: records what the function sends and answers when told to. */
type Delivery = { body: string; answer: (status: number) => void }
type Provider = { url: string; next: () => Promise<Delivery>; close: () => Promise<void> }

const startProvider = (): Promise<Provider> =>
  new Promise((resolve) => {
    const queued: Delivery[] = []
    const waiting: ((delivery: Delivery) => void)[] = []
    const provider = http.createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on("data", (chunk: Buffer) => chunks.push(chunk))
      req.on("end", () => {
        const body = Buffer.concat(chunks).toString()
        const delivery = { body, answer: (status: number) => res.writeHead(status).end() }
        const waiter = waiting.shift()
        if (waiter) waiter(delivery)
        else queued.push(delivery)
      })
    })
    provider.listen(0, "127.0.0.1", () => {
      const { port } = provider.address() as AddressInfo
      resolve({
        url: `http://127.0.0.1:${port}/subscribe`,
        next: () =>
          new Promise((deliver) => {
            const delivery = queued.shift()
            if (delivery) deliver(delivery)
            else waiting.push(deliver)
          }),
        close: () =>
          new Promise((closed) => {
            provider.closeAllConnections()
            provider.close(() => closed())
          }),
      })
    })
  })

/** Waits until the server has printed `text` (its log is how a failed function shows). */
const outputContaining = async (
  server: Server,
  text: string,
  timeoutMs = 10_000,
): Promise<string> => {
  for (let waited = 0; waited < timeoutMs; waited += 50) {
    if (server.output().includes(text)) return server.output()
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`The server never printed "${text}":\n${server.output()}`)
}

type SubmissionEvent = {
  payload: {
    id: string
    number: number
    form_id: string
    form_name: string
    site_url: string
    created_at: string
    data: Record<string, string>
    human_fields: Record<string, string>
    ordered_human_fields: { title: string; name: string; value: string }[]
  }
}

describe("npm run serve, raising submission-created after a verified form submission", () => {
  let provider: Provider
  let server: Server
  const visitor = {
    "Sec-Fetch-Mode": "cors",
    "User-Agent": "Reader/1.0",
    Referer: "http://x/blog/",
  }

  beforeAll(async () => {
    provider = await startProvider()
    server = await startServer(path.join(FIXTURE, "netlify.toml"), {
      functions: FUNCTIONS,
      env: { NEWSLETTER_API_URL: provider.url, DEBUG: "1" },
    })
  }, SERVER_START_MS)

  afterAll(async () => {
    await stopServer(server)
    await provider.close()
  })

  it("runs the site's function with Netlify's event body and the server's environment", async () => {
    await formPost(
      server,
      "form-name=newsletter&bot-field=&email=reader%40example.com&language=en-CA",
      visitor,
    )
    const delivery = await provider.next()
    delivery.answer(200)
    const { payload } = JSON.parse(delivery.body) as SubmissionEvent

    expect(payload).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      number: expect.any(Number),
      form_id: expect.stringMatching(/^[0-9a-f]{24}$/),
      form_name: "newsletter",
      site_url: `http://127.0.0.1:${server.port}`,
      created_at: expect.any(String),
      data: {
        email: "reader@example.com",
        language: "en-CA",
        ip: "127.0.0.1",
        user_agent: "Reader/1.0",
        referrer: "http://x/blog/",
      },
      human_fields: { Email: "reader@example.com", Language: "en-CA" },
      ordered_human_fields: [
        { title: "Email", name: "email", value: "reader@example.com" },
        { title: "Language", name: "language", value: "en-CA" },
      ],
    })
    expect(Date.now() - Date.parse(payload.created_at)).toBeLessThan(60_000)
    await outputContaining(server, `submission-created for submission ${payload.id}: 204`)
  }, 30_000) // The first event starts the functions engine and the local platform.

  it("answers the visitor at once, while the function still waits on the provider", async () => {
    const reply = await formPost(server, "form-name=newsletter&email=waits%40example.com", {
      "Sec-Fetch-Mode": "navigate",
      Accept: "text/html",
    })
    const delivery = await provider.next()

    expect(reply.status).toBe(303)
    expect(reply.headers.location).toBe("/subscribed/")
    expect(JSON.parse(delivery.body).payload.data.email).toBe("waits@example.com")
    delivery.answer(200)
  })

  it("raises no event for a submission that filled the honeypot, as Netlify's spam filter drops it", async () => {
    const spam = await formPost(
      server,
      "form-name=newsletter&bot-field=buy&email=bot%40example.com",
      visitor,
    )
    await formPost(server, "form-name=newsletter&email=human%40example.com", visitor)
    const delivery = await provider.next()
    delivery.answer(200)

    expect(spam.status).toBe(200)
    expect(JSON.parse(delivery.body).payload.data.email).toBe("human@example.com")
  })

  it("logs a failed function with the submission's id; the visitor's answer is the same", async () => {
    const reply = await formPost(server, "form-name=newsletter&email=fails%40example.com", visitor)
    const delivery = await provider.next()
    delivery.answer(500)
    const { id } = (JSON.parse(delivery.body) as SubmissionEvent).payload

    expect(reply.status).toBe(200)
    expect(
      await outputContaining(server, `submission-created failed for submission ${id}`),
    ).toMatch(/answered 500/)
  })
})

describe("npm run serve, with the site's own newsletter function", () => {
  // The real netlify/functions, the local platform the server gives them (Netlify's API for the
  // stored submissions, Blobs, the site's id and URL) and a fake of the email provider.
  let provider: FakeNewsletterProvider
  let server: Server
  const apiKey = "serve-test-brevo-key"
  const listIds = { en: 41, fr: 42 }
  const visitor = { "Sec-Fetch-Mode": "cors", Referer: "http://x/" }

  beforeAll(async () => {
    provider = await startFakeNewsletterProvider({ apiKey })
    server = await startServer(path.join(FIXTURE, "netlify.toml"), {
      functions: path.join(ROOT, "netlify", "functions"),
      env: {
        ...newsletterEnvFor({ url: provider.url, apiKey, listIds, templateIds: { en: 1, fr: 2 } }),
        URL: "",
        NETLIFY_AUTH_TOKEN: "",
        NETLIFY_API_URL: "",
        DEBUG: "1",
      },
    })
  }, 60_000)

  afterAll(async () => {
    await stopServer(server)
    await provider.close()
  })

  const sentTo = (email: string) =>
    provider
      .confirmationRequests()
      .filter(({ body }) => (body as { email?: string }).email === email)

  it("forwards a form submission to the provider once, landing on the server's own address", async () => {
    await formPost(server, "form-name=newsletter&email=local%40example.ca&language=en-CA", visitor)
    // The first event builds the site's TypeScript function first: give it time on a busy machine.
    const line = await outputContaining(server, "submission-created for submission", 45_000)
    const id = /form newsletter: submission ([0-9a-f]{24})/.exec(line)?.[1]

    expect(sentTo("local@example.ca")).toEqual([
      expect.objectContaining({
        body: expect.objectContaining({
          includeListIds: [listIds.en],
          redirectionUrl: `http://127.0.0.1:${server.port}/subscribed/`,
          attributes: expect.objectContaining({ NETLIFY_SUBMISSION_ID: id }),
        }),
      }),
    ])
  }, 60_000)

  it("answers a direct call to the function's URL with an empty 204 and sends nothing", async () => {
    const before = provider.requests.length
    const forged = JSON.stringify({
      payload: {
        id: "0123456789abcdef01234567",
        form_name: "newsletter",
        site_url: "https://evil.example",
        data: { email: "victim@example.ca", language: "en-CA" },
      },
    })

    const reply = await request(server, "/.netlify/functions/submission-created", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: forged,
    })

    expect(reply.status).toBe(204)
    expect(reply.body.toString()).toBe("")
    expect(provider.requests.slice(before)).toEqual([])
  }, 60_000)

  it("runs no scheduled function for an HTTP request, as Netlify does not in production", async () => {
    for (const name of ["newsletter-retry", "rebuild-on-offer-dates"]) {
      const reply = await request(server, `/.netlify/functions/${name}`)
      expect([name, reply.status]).toEqual([name, 404])
    }
  })

  it("sends nothing again when a caller repeats a real submission's id", async () => {
    const seenBefore = server.output().length
    await formPost(server, "form-name=newsletter&email=once%40example.ca&language=en-CA", visitor)
    let id: string | undefined
    for (let waited = 0; !id && waited < 10_000; waited += 50) {
      id = /form newsletter: submission ([0-9a-f]{24})/.exec(server.output().slice(seenBefore))?.[1]
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    await outputContaining(server, `submission-created for submission ${id}`)
    expect(sentTo("once@example.ca")).toHaveLength(1)

    const reply = await request(server, "/.netlify/functions/submission-created", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ payload: { id } }),
    })

    expect(reply.status).toBe(204)
    expect(sentTo("once@example.ca")).toHaveLength(1)
  }, 60_000)
})

describe("npm run serve, with the site's real netlify.toml", () => {
  let server: Server

  beforeAll(async () => {
    server = await startServer(path.join(ROOT, "netlify.toml"))
  }, SERVER_START_MS)

  afterAll(() => stopServer(server))

  it("answers unknown /blog/* paths with 404 and the not-found page, real articles with 200", async () => {
    const unknown = await request(server, "/blog/no-such-post/")
    const article = await request(server, "/blog/a/")

    expect(unknown.status).toBe(404)
    expect(unknown.body.toString()).toContain("Blog Post Not Found")
    expect(article.status).toBe(200)
  })

  it.each([
    ["/app-1a2b3c.js", IMMUTABLE],
    ["/static/d1e2f3/logo-1a2b3c.svg", IMMUTABLE],
    ["/page-data/app-data.json", HTML_CACHE_CONTROL],
    ["/media/clip.mp4", "public, max-age=31536000"],
    ["/", HTML_CACHE_CONTROL],
  ])("gives %s exactly one Cache-Control: %s", async (urlPath, cacheControl) => {
    const reply = await request(server, urlPath)

    expect(reply.status).toBe(200)
    expect(reply.headers["cache-control"]).toBe(cacheControl)
  })

  it("exits cleanly on SIGTERM", async () => {
    await expect(stopServer(server)).resolves.toBe(0)
  })
})
