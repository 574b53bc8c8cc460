/**
 * @jest-environment node
 *
 * The scheduled function that rebuilds the site when the register's dates change what the static
 * pages show, against a stub of Netlify's build hook on loopback.
 */
import { createServer, type IncomingMessage, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { rebuildIfDue, rebuildReason, config } from "../../netlify/functions/rebuild-on-offer-dates"

const register = `
offers:
  - label: { en: 15% off, fr: 15 % de rabais }
    details: { en: coupon, fr: coupon }
    startsOn: 2026-12-01
    endsOn: 2026-12-31
    termsUrl: https://www.amazon.ca/terms
price:
  amount: 129.99
  asOf: 2026-11-20
  validUntil: 2027-02-28
  availability: InStock
`

/** A build hook that records each request and answers with `status`. */
const stubHook = async (status = 200) => {
  const calls: { method?: string; url?: string }[] = []
  const server: Server = createServer((request: IncomingMessage, response) => {
    calls.push({ method: request.method, url: request.url })
    request.resume()
    request.on("end", () => response.writeHead(status).end())
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/build_hooks/abc123`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A moment on `day` at 10:15 UTC, when Netlify runs the function. */
const morningOf = (day: string) => new Date(`${day}T10:15:00Z`)

describe("the scheduled rebuild", () => {
  it("runs every morning at 10:15 UTC, after midnight in Toronto in winter and summer", () => {
    expect(config.schedule).toBe("15 10 * * *")
  })

  it("is due the day an offer starts and the morning after it ends, and on no other day", () => {
    const dates = {
      offers: [{ startsOn: "2026-12-01", endsOn: "2026-12-31" }],
      price: { validUntil: "2027-02-28" },
    }
    expect(rebuildReason(dates, "2026-12-01")).toMatch(/offer starting on 2026-12-01/)
    expect(rebuildReason(dates, "2027-01-01")).toMatch(/offer that ended on 2026-12-31/)
    expect(rebuildReason(dates, "2027-03-01")).toMatch(/price vouched for until 2027-02-28/)
    for (const day of ["2026-11-30", "2026-12-02", "2026-12-31", "2027-01-02", "2027-02-28"]) {
      expect(rebuildReason(dates, day)).toBeNull()
    }
    expect(rebuildReason({}, "2027-01-01")).toBeNull()
  })

  it("calls the build hook once, with a POST, the morning after the offer's last day", async () => {
    const hook = await stubHook()
    const log = jest.fn()
    try {
      const answer = await rebuildIfDue({
        hookUrl: hook.url,
        readRegister: async () => register,
        fetch,
        now: morningOf("2027-01-01"),
        log,
      })
      expect(answer.status).toBe(200)
      expect(hook.calls).toEqual([
        {
          method: "POST",
          url: expect.stringMatching(/^\/build_hooks\/abc123\?trigger_title=Scheduled%20rebuild/),
        },
      ])
      expect(log).toHaveBeenCalledWith(expect.stringMatching(/^Rebuild requested on 2027-01-01/))
    } finally {
      await hook.close()
    }
  })

  it("does not call the hook on a day nothing changes", async () => {
    const hook = await stubHook()
    try {
      const answer = await rebuildIfDue({
        hookUrl: hook.url,
        readRegister: async () => register,
        fetch,
        now: morningOf("2026-12-15"),
        log: jest.fn(),
      })
      expect(await answer.text()).toBe("No rebuild due on 2026-12-15.")
      expect(hook.calls).toEqual([])
    } finally {
      await hook.close()
    }
  })

  it("reports a failing hook or a missing BUILD_HOOK_URL as an error Netlify logs", async () => {
    const hook = await stubHook(500)
    const log = jest.fn()
    try {
      const failed = await rebuildIfDue({
        hookUrl: hook.url,
        readRegister: async () => register,
        fetch,
        now: morningOf("2026-12-01"),
        log,
      })
      expect(failed.status).toBe(502)
      expect(log).toHaveBeenCalledWith(expect.stringMatching(/the build hook answered 500/))
      const unset = await rebuildIfDue({
        hookUrl: undefined,
        readRegister: async () => register,
        fetch,
        now: morningOf("2026-12-01"),
        log,
      })
      expect(unset.status).toBe(500)
      expect(log).toHaveBeenCalledWith(expect.stringMatching(/BUILD_HOOK_URL is not set/))
    } finally {
      await hook.close()
    }
  })
})
