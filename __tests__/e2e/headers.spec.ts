// The production build, served like Netlify (scripts/serve.ts), in Chromium: every route carries
// the security headers and its CSP holds (no violation), and assets cache the way netlify.toml
// says. The 404 pages themselves are checked in blog.spec.ts, not-found.spec.ts and every-page.spec.ts.
// Desktop only ("@desktop"): the server sends the same headers whatever the screen, and every
// request a page makes, at any width, comes from the same origins and scripts.
import { expect, test } from "@playwright/test"
import type { Page, Request, Response } from "@playwright/test"
import { HTML_CACHE_CONTROL, securityHeaders } from "../../src/node/security-headers"

const IMMUTABLE = "public, max-age=31536000, immutable"

const routes = [
  { path: "/", status: 200 },
  { path: "/blog/", status: 200 },
  { path: "/blog/red-light-therapy-benefits-anti-aging/", status: 200 },
  { path: "/privacy/", status: 200 },
  { path: "/blog/no-such-post/", status: 404 },
  { path: "/no-such-page/", status: 404 },
] as const

type CspWindow = Window & { cspViolations?: string[] }

/** Records CSP violations both as the page sees them and as Chromium reports them in the console. */
const watchCsp = async (page: Page): Promise<() => Promise<string[]>> => {
  const reports: string[] = []
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) reports.push(message.text())
  })
  // Init scripts run before the page's own scripts and are not subject to its CSP.
  await page.addInitScript(() => {
    const target = window as CspWindow
    target.cspViolations = []
    document.addEventListener("securitypolicyviolation", (event) => {
      const blocked = event.blockedURI || "inline"
      target.cspViolations?.push(`${event.effectiveDirective} blocked ${blocked}: ${event.sample}`)
    })
  })
  return async () => [
    ...(await page.evaluate(() => (window as CspWindow).cspViolations ?? [])),
    ...reports,
  ]
}

/**
 * Resolves once no request (media streams aside: Chromium may hold those open while it buffers)
 * has been in flight for `quietMs`. Playwright's own networkidle fires once per navigation, so it
 * cannot wait for what scrolling starts.
 */
const networkQuiet = (page: Page, quietMs = 500): Promise<void> =>
  new Promise((resolve) => {
    const pending = new Set<Request>()
    let timer = setTimeout(finish, quietMs)
    function finish() {
      page.off("request", start).off("requestfinished", end).off("requestfailed", end)
      resolve()
    }
    function start(request: Request) {
      if (request.resourceType() === "media") return
      pending.add(request)
      clearTimeout(timer)
    }
    function end(request: Request) {
      pending.delete(request)
      if (pending.size === 0) timer = setTimeout(finish, quietMs)
    }
    page.on("request", start).on("requestfinished", end).on("requestfailed", end)
  })

/** Loads a route and scrolls through it, so lazy images, the video and late scripts load too. */
const visit = async (page: Page, path: string): Promise<Response> => {
  const loaded = networkQuiet(page)
  const response = await page.goto(path)
  if (!response) throw new Error(`No response for ${path}`)
  await loaded
  const scrolled = networkQuiet(page)
  await page.evaluate(async () => {
    for (let y = 0; y <= document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
  })
  await scrolled
  return response
}

const scriptSrc = (policy: string): string =>
  policy
    .split(";")
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith("script-src ")) ?? ""

for (const { path, status } of routes) {
  test(
    `${path} answers ${status} with the CSP and security headers, and nothing violates the CSP`,
    { tag: "@desktop" },
    async ({ page }) => {
      const violations = await watchCsp(page)

      const response = await visit(page, path)

      expect(response.status()).toBe(status)
      const policy = (await response.headerValue("content-security-policy")) ?? ""
      expect(scriptSrc(policy)).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+={0,2}')+$/)
      expect(policy).toContain("frame-ancestors 'none'")
      for (const [name, value] of Object.entries(securityHeaders)) {
        expect.soft(await response.headerValue(name), name).toBe(value)
      }
      expect(await violations()).toEqual([])
    },
  )
}

test.describe("caching", { tag: "@desktop" }, () => {
  test("HTML pages revalidate on every visit", async ({ request }) => {
    for (const { path } of routes.filter(({ status }) => status === 200)) {
      const response = await request.get(path)
      expect.soft(response.headers()["cache-control"], path).toBe(HTML_CACHE_CONTROL)
    }
  })

  test("hashed JS, CSS and /static/ files are immutable for a year; page-data revalidates", async ({
    page,
    baseURL,
  }) => {
    const responses: Response[] = []
    page.on("response", (response) => responses.push(response))

    await visit(page, "/")

    const sameOrigin = responses
      .map((response) => ({ response, url: new URL(response.url()) }))
      .filter(({ url }) => url.origin === new URL(baseURL ?? "").origin)
    const hashed = sameOrigin.filter(
      ({ url }) => /\.(js|css)$/.test(url.pathname) || url.pathname.startsWith("/static/"),
    )
    const pageData = sameOrigin.filter(({ url }) => url.pathname.startsWith("/page-data/"))
    expect(hashed.length).toBeGreaterThan(0)
    expect(pageData.length).toBeGreaterThan(0)
    for (const { response, url } of hashed) {
      expect.soft(await response.headerValue("cache-control"), url.pathname).toBe(IMMUTABLE)
    }
    for (const { response, url } of pageData) {
      expect
        .soft(await response.headerValue("cache-control"), url.pathname)
        .toBe(HTML_CACHE_CONTROL)
    }
  })
})
