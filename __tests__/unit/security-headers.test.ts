/** @jest-environment node */
import { promises as fs } from "fs"
import os from "os"
import path from "path"
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  netlifyHeadersFile,
  securityHeaders,
  writeNetlifyHeaders,
} from "../../src/node/security-headers"

// Known values, computed independently: printf '%s' '<script text>' | openssl dgst -sha256 -binary | base64
const PAGE_PATH_SCRIPT = 'window.pagePath="/blog/";'
const PAGE_PATH_HASH = "'sha256-4sQy/5CQ84CgTuGzAYjhYkdDdZrJ+GKNUqW6qaVjQbU='"
const CHUNK_MAPPING_SCRIPT = '/*<![CDATA[*/window.___chunkMapping="{}";/*]]>*/'
const CHUNK_MAPPING_HASH = "'sha256-htF5Uw9lYUfInVyvExunzKDpHi8xwnWBg1EyVYUq9tY='"
const MODULE_SCRIPT = "const ok = true"
const MODULE_HASH = "'sha256-DvxXkki0vEd29C2tR1ESXx+/jGwIsHgTx7VgYv/KCsU='"

/** The `_headers` text as path → header lines, the way Netlify reads it. */
const headerBlocks = (file: string): Map<string, string[]> => {
  const blocks = new Map<string, string[]>()
  let current: string[] = []
  for (const line of file.split("\n")) {
    if (line.startsWith("/")) blocks.set(line, (current = []))
    else if (/^\s+\S/.test(line)) current.push(line.trim())
  }
  return blocks
}

const scriptSrc = (policy: string): string =>
  policy.split("; ").find((directive) => directive.startsWith("script-src ")) ?? ""

describe("inlineScriptHashes", () => {
  it("hashes the exact text of Gatsby's inline scripts", () => {
    const html = `<head><script id="gatsby-script-loader">${PAGE_PATH_SCRIPT}</script></head>
      <body><script id="gatsby-chunk-mapping">${CHUNK_MAPPING_SCRIPT}</script></body>`

    expect(inlineScriptHashes(html)).toEqual([PAGE_PATH_HASH, CHUNK_MAPPING_HASH])
  })

  it("hashes module and text/javascript scripts but skips JSON-LD, templates and src scripts", () => {
    const html = [
      `<script type="module">${MODULE_SCRIPT}</script>`,
      `<script type="TEXT/JavaScript">${PAGE_PATH_SCRIPT}</script>`,
      `<script type="application/ld+json">{"@type":"Product"}</script>`,
      `<script type="text/template"><p>not code</p></script>`,
      `<script src="/app-1a2b.js" async>${CHUNK_MAPPING_SCRIPT}</script>`,
    ].join("\n")

    expect(inlineScriptHashes(html)).toEqual([MODULE_HASH, PAGE_PATH_HASH])
  })

  it("hashes line breaks as the browser sees them (CRLF becomes LF) and lists each script once", () => {
    const lf = inlineScriptHashes(`<script>\n${MODULE_SCRIPT}\n</script>`)
    const crlf = inlineScriptHashes(
      `<script>\r\n${MODULE_SCRIPT}\r\n</script><script>\n${MODULE_SCRIPT}\n</script>`,
    )

    expect(crlf).toEqual(lf)
    expect(lf).toHaveLength(1)
  })

  it("finds the end of a start tag whose attribute contains '>'", () => {
    expect(inlineScriptHashes(`<script data-note="a>b">${MODULE_SCRIPT}</script>`)).toEqual([
      MODULE_HASH,
    ])
  })
})

describe("contentSecurityPolicy", () => {
  const policy = contentSecurityPolicy([PAGE_PATH_HASH, MODULE_HASH, PAGE_PATH_HASH])

  it("allows inline scripts only by hash: no 'unsafe-inline' or 'unsafe-eval' in script-src", () => {
    expect(scriptSrc(policy)).toBe(`script-src 'self' ${PAGE_PATH_HASH} ${MODULE_HASH}`)
    expect(scriptSrc(policy)).not.toMatch(/unsafe-inline|unsafe-eval/)
  })

  it.each([
    "default-src 'self'",
    "style-src 'unsafe-inline'",
    "img-src 'self'",
    "media-src 'self'",
    "font-src 'none'",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "upgrade-insecure-requests",
  ])("contains %s", (directive) => {
    expect(policy.split("; ")).toContain(directive)
  })
})

describe("securityHeaders", () => {
  it("asks for HTTPS for at least a year, subdomains included", () => {
    const hsts = securityHeaders["Strict-Transport-Security"]
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31536000)
    expect(hsts).toContain("includeSubDomains")
  })

  it("turns off the device and ad-tracking features the site never uses", () => {
    const policy = securityHeaders["Permissions-Policy"]
    for (const feature of [
      "camera",
      "microphone",
      "geolocation",
      "payment",
      "usb",
      "browsing-topics",
    ]) {
      expect(policy).toContain(`${feature}=()`)
    }
    expect(policy).not.toMatch(/autoplay|fullscreen/)
  })

  it("sends no Cross-Origin-Opener-Policy, which would start a new renderer for every entry", () => {
    expect(Object.keys(securityHeaders).map((name) => name.toLowerCase())).not.toContain(
      "cross-origin-opener-policy",
    )
  })
})

describe("netlifyHeadersFile", () => {
  const file = netlifyHeadersFile({
    scriptHashes: [PAGE_PATH_HASH],
    pagePaths: ["/blog/", "/", "/blog/"],
  })
  const blocks = headerBlocks(file)

  it("sends the CSP and every security header on every path", () => {
    const everyPath = blocks.get("/*") ?? []
    expect(everyPath).toContain(
      `Content-Security-Policy: ${contentSecurityPolicy([PAGE_PATH_HASH])}`,
    )
    for (const [name, value] of Object.entries(securityHeaders)) {
      expect(everyPath).toContain(`${name}: ${value}`)
    }
  })

  it("gives each page, and only pages, a revalidating Cache-Control", () => {
    expect([...blocks.keys()]).toEqual(["/*", "/", "/blog/"])
    expect(blocks.get("/")).toEqual(["Cache-Control: public, max-age=0, must-revalidate"])
    expect(blocks.get("/*")?.some((line) => line.startsWith("Cache-Control"))).toBe(false)
  })

  it("adds X-Robots-Tag: noindex only when asked (deploy previews)", () => {
    expect(file).not.toContain("X-Robots-Tag")
    const preview = netlifyHeadersFile({ scriptHashes: [], pagePaths: ["/"], noindex: true })
    expect(headerBlocks(preview).get("/*")).toContain("X-Robots-Tag: noindex")
  })
})

describe("writeNetlifyHeaders", () => {
  let publicDir: string

  beforeEach(async () => {
    publicDir = await fs.mkdtemp(path.join(os.tmpdir(), "netlify-headers-"))
    await fs.mkdir(path.join(publicDir, "blog", "a"), { recursive: true })
    const page = (script: string) => `<!doctype html><body><script>${script}</script></body>`
    await fs.writeFile(path.join(publicDir, "index.html"), page(MODULE_SCRIPT))
    await fs.writeFile(path.join(publicDir, "blog", "a", "index.html"), page(PAGE_PATH_SCRIPT))
    await fs.writeFile(path.join(publicDir, "404.html"), page(MODULE_SCRIPT))
    await fs.writeFile(path.join(publicDir, "app-1a2b.js"), "<script>not html</script>")
    await fs.mkdir(path.join(publicDir, "page-data", "404.html"), { recursive: true })
    await fs.mkdir(path.join(publicDir, "_gatsby", "slices"), { recursive: true })
    await fs.writeFile(path.join(publicDir, "_gatsby", "slices", "s.html"), page("fragment()"))
  })

  afterEach(() => fs.rm(publicDir, { recursive: true, force: true }))

  it("writes public/_headers with the union of every page's hashes", async () => {
    await expect(writeNetlifyHeaders(publicDir)).resolves.toEqual({ pages: 3, hashes: 2 })

    const blocks = headerBlocks(await fs.readFile(path.join(publicDir, "_headers"), "utf8"))
    const csp = blocks.get("/*")?.find((line) => line.startsWith("Content-Security-Policy")) ?? ""
    expect(scriptSrc(csp)).toBe(`script-src 'self' ${PAGE_PATH_HASH} ${MODULE_HASH}`)
    expect([...blocks.keys()]).toEqual(["/*", "/", "/404.html", "/blog/a/"])
  })

  it("marks the deploy noindex when asked", async () => {
    await writeNetlifyHeaders(publicDir, { noindex: true })

    const blocks = headerBlocks(await fs.readFile(path.join(publicDir, "_headers"), "utf8"))
    expect(blocks.get("/*")).toContain("X-Robots-Tag: noindex")
  })
})
