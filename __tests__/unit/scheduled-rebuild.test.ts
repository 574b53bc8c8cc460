/**
 * @jest-environment node
 *
 * An ended offer always leaves the pages. The build publishes /build-facts.json (the day its pages
 * go out of date, src/business/node/build-facts.ts); the scheduled function (the default export,
 * as Netlify runs it) reads it from the live site over HTTP and calls the build hook whenever that
 * day has come, so a missed night is caught the next one. Here the live site is a local HTTP
 * server over a directory the real writer fills, and the build hook a stub on loopback.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { createServer, type IncomingMessage, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import os from "node:os"
import path from "node:path"
import rebuild, { config, rebuildIfDue } from "../../netlify/functions/rebuild-on-offer-dates"
import { pageChangesAfter, writeBuildFacts } from "../../src/business/node/build-facts"

const register = {
  offers: [
    {
      label: { en: "15% off", fr: "15 % de rabais" },
      details: { en: "coupon", fr: "coupon" },
      startsOn: "2026-12-01",
      endsOn: "2026-12-31",
      termsUrl: "https://www.amazon.ca/terms",
    },
  ],
  price: { amount: 129.99, asOf: "2026-11-20", validUntil: "2027-02-28", availability: "InStock" },
} as unknown as Parameters<typeof pageChangesAfter>[0]

/** A server on loopback that records each request and answers with `answer`. */
const stub = async (answer: (req: IncomingMessage) => { status: number; body?: string }) => {
  const calls: { method?: string; url?: string }[] = []
  const server: Server = createServer((req, res) => {
    calls.push({ method: req.method, url: req.url })
    req.resume()
    req.on("end", () => {
      const { status, body } = answer(req)
      res.writeHead(status, { "content-type": "application/json" }).end(body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The live site: serves the files of a publish directory, 404 for the rest. */
const liveSite = async (publicDir: string) =>
  stub((req) => {
    try {
      return { status: 200, body: readFileSync(path.join(publicDir, req.url ?? "/"), "utf8") }
    } catch {
      return { status: 404 }
    }
  })

let publicDir: string
const saved = { ...process.env }
beforeEach(() => {
  publicDir = mkdtempSync(path.join(os.tmpdir(), "live-site-"))
})
afterEach(() => {
  rmSync(publicDir, { recursive: true, force: true })
  process.env = { ...saved }
  jest.useRealTimers()
})

/** Runs the function as Netlify does, at 05:10 UTC on `day`, against the live site and hook. */
const runOn = async (day: string, env: Record<string, string>) => {
  jest.useFakeTimers({
    now: new Date(`${day}T05:10:00Z`),
    doNotFake: ["setTimeout", "setImmediate", "nextTick", "queueMicrotask", "clearTimeout"],
  })
  Object.assign(process.env, env)
  const lines: string[] = []
  const log = jest.spyOn(console, "log").mockImplementation((line) => lines.push(String(line)))
  try {
    const response = await rebuild()
    return { status: response.status, text: await response.text(), lines }
  } finally {
    log.mockRestore()
  }
}

describe("what the build publishes", () => {
  it("names the next day its pages change: an offer's start, the day after its end, the price, the New badge", () => {
    // An article and its French twin share their date.
    const facts = pageChangesAfter(register, ["2026-11-10", "2026-11-10"], "2026-11-29")

    expect(facts.builtOn).toBe("2026-11-29")
    expect(facts.changes.map(({ on }) => on)).toEqual([
      "2026-12-01",
      "2027-01-01",
      "2027-01-10",
      "2027-03-01",
    ])
    expect(facts.nextChange).toBe("2026-12-01")
    expect(pageChangesAfter(register, [], "2027-03-01")).toMatchObject({
      nextChange: null,
      changes: [],
    })
  })
})

describe("the scheduled rebuild", () => {
  it("runs at 05:10 UTC, shortly after midnight in Toronto (00:10 in winter, 01:10 in summer)", () => {
    expect(config.schedule).toBe("10 5 * * *")
  })

  it("calls the build hook once the day has come, and every night after until a new build is live", async () => {
    await writeBuildFacts(publicDir, pageChangesAfter(register, [], "2026-12-15"))
    const site = await liveSite(publicDir)
    const hook = await stub(() => ({ status: 200 }))
    const env = { URL: site.origin, BUILD_HOOK_URL: `${hook.origin}/build_hooks/abc?x=1` }
    try {
      expect((await runOn("2026-12-31", env)).text).toMatch(/No rebuild due on 2026-12-31/)
      expect(hook.calls).toEqual([])

      const first = await runOn("2027-01-01", env)
      expect(first.status).toBe(200)
      expect(hook.calls).toHaveLength(1)
      const called = new URL(hook.calls[0].url ?? "", hook.origin)
      expect(hook.calls[0].method).toBe("POST")
      expect(called.searchParams.get("x")).toBe("1")
      expect(called.searchParams.get("trigger_title")).toMatch(/offer that ended on 2026-12-31/)

      // The rebuild failed (or never started): the live facts are unchanged, so it asks again.
      await runOn("2027-01-02", env)
      expect(hook.calls).toHaveLength(2)

      // A new build is live: nothing more until its own next day.
      await writeBuildFacts(publicDir, pageChangesAfter(register, [], "2027-01-02"))
      await runOn("2027-01-03", env)
      expect(hook.calls).toHaveLength(2)
    } finally {
      await site.close()
      await hook.close()
    }
  })

  it("logs, and does not throw, when the live facts cannot be read", async () => {
    const site = await liveSite(publicDir)
    const hook = await stub(() => ({ status: 200 }))
    try {
      const run = await runOn("2027-01-01", { URL: site.origin, BUILD_HOOK_URL: hook.origin })

      expect(run.status).toBe(502)
      expect(run.lines).toEqual([expect.stringMatching(/build-facts\.json answered 404/)])
      expect(hook.calls).toEqual([])
    } finally {
      await site.close()
      await hook.close()
    }
  })

  it("reads the live facts with the build's parser: a file of another shape is logged, not guessed at", async () => {
    const facts = pageChangesAfter(register, [], "2026-12-15")
    writeFileSync(
      path.join(publicDir, "build-facts.json"),
      JSON.stringify({ ...facts, nextChange: "2027-1-1" }),
    )
    const site = await liveSite(publicDir)
    const hook = await stub(() => ({ status: 200 }))
    try {
      const run = await runOn("2027-01-01", { URL: site.origin, BUILD_HOOK_URL: hook.origin })

      expect(run.status).toBe(502)
      expect(run.lines).toEqual([
        expect.stringMatching(/build-facts\.json is not what a build writes: nextChange: /),
      ])
      expect(hook.calls).toEqual([])
    } finally {
      await site.close()
      await hook.close()
    }
  })

  it("logs the hook's error status, and the missing hook, without the hook's URL", async () => {
    await writeBuildFacts(publicDir, pageChangesAfter(register, [], "2026-11-29"))
    const site = await liveSite(publicDir)
    const hook = await stub(() => ({ status: 500 }))
    try {
      const failed = await runOn("2026-12-01", {
        URL: site.origin,
        BUILD_HOOK_URL: `${hook.origin}/build_hooks/secret`,
      })
      expect(failed.lines).toEqual([expect.stringMatching(/the build hook answered 500/)])
      expect(failed.lines.join()).not.toContain("secret")

      delete process.env.BUILD_HOOK_URL
      const missing = await runOn("2026-12-01", { URL: site.origin, BUILD_HOOK_URL: "" })
      expect(missing.lines).toEqual([expect.stringMatching(/BUILD_HOOK_URL is not set/)])
    } finally {
      await site.close()
      await hook.close()
    }
  })

  it("gives up on a build hook that never answers, and logs it", async () => {
    await writeBuildFacts(publicDir, pageChangesAfter(register, [], "2026-11-29"))
    const site = await liveSite(publicDir)
    const silent: Server = createServer(() => undefined)
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve))
    const { port } = silent.address() as AddressInfo
    try {
      const lines: string[] = []
      const answer = await rebuildIfDue({
        siteUrl: site.origin,
        hookUrl: `http://127.0.0.1:${port}/build_hooks/abc`,
        fetch,
        now: new Date("2026-12-01T05:10:00Z"),
        log: (line) => lines.push(line),
        timeoutMs: 200,
      })
      expect(answer.status).toBe(502)
      expect(lines).toEqual([expect.stringMatching(/did not answer \((TimeoutError|AbortError)\)/)])
    } finally {
      silent.closeAllConnections()
      await new Promise((resolve) => silent.close(resolve))
      await site.close()
    }
  })
})
