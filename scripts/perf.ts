// `npm run perf`: Lighthouse on the built site; a report, not a test (`npm run build` first).
//
//   npm run perf [-- --runs 3] [--route /blog/ …]
//     Each route of public/sitemap-0.xml (or each --route) --runs times; prints each route's
//     medians of Performance, Accessibility, Best Practices, SEO, TBT, LCP, CLS, main-thread CPU.
//   npm run perf -- --against DIR [--against DIR2 …] [--runs 10] [--route /x/ | --route /x/=/y/]
//     A/B: public/ (A) against another static build (B), e.g. a variant build of ours or a
//     reference site's public/ folder (pair routes with A=B). Every round
//     runs A, then each B, on each route; at least 10 rounds. Prints each side's medians, the
//     rounds in which A's TBT was the lower, and the median A − B difference of main-thread CPU
//     time with a bootstrap 95 % interval, for each B. Default routes: "/" and one article.
//
// Lighthouse's public `lighthouse()` with its own mobile run (Moto G Power screen, Slow 4G,
// simulated throttling) at a fixed 4× CPU slowdown, in Debian's Chromium (scripts/lib/chromium.ts,
// address bar popups off). Both builds are served like Netlify (scripts/serve.ts).
// Main-thread CPU is the thread time of the page's top-level tasks in the run's own trace: the
// page's own work, which a busy host moves far less than TBT. Writes reports/perf.json.
import { existsSync, readFileSync } from "node:fs"
import { mkdir, writeFile } from "node:fs/promises"
import path from "node:path"
import { parseArgs } from "node:util"
import * as chromeLauncher from "chrome-launcher"
import lighthouse, { type Config, type RunnerResult } from "lighthouse"
import { chromiumFlags, findChromium, withDisabledFeatures } from "./lib/chromium"
import { createServer } from "./serve"

export type Metrics = ReturnType<typeof metricsOf>

const ROOT = path.resolve(__dirname, "..")
const MIN_AB_ROUNDS = 10
const abRoutes = ["/", "/blog/red-light-therapy-benefits-anti-aging/"]

/**
 * Lighthouse's default mobile run, stated, with the CPU slowdown fixed at its default 4×.
 */
const config: Config = {
  extends: "lighthouse:default",
  settings: {
    formFactor: "mobile",
    throttlingMethod: "simulate",
    throttling: { cpuSlowdownMultiplier: 4 },
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  },
}

/** chrome-launcher's flags and ours, with one --disable-features that also turns off the popups. */
const chromeFlags = withDisabledFeatures(
  [...chromeLauncher.Launcher.defaultFlags(), ...chromiumFlags],
  ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"],
)

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/**
 * The main thread's CPU time (ms) in a trace: the thread time (`tdur`) of the top-level tasks of
 * the renderer main thread that ran the most, the page's.
 */
const mainThreadCpuMs = (
  events: {
    name: string
    ph: string
    pid: number
    tid: number
    tdur?: number
    args?: { name?: string }
  }[],
) => {
  const renderers = new Set(
    events
      .filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain")
      .map((e) => `${e.pid}:${e.tid}`),
  )
  const byThread: Map<string, number> = new Map()
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`
    if (e.ph === "X" && e.name === "RunTask" && renderers.has(thread))
      byThread.set(thread, (byThread.get(thread) ?? 0) + (e.tdur ?? 0))
  }
  return Math.round(Math.max(0, ...byThread.values()) / 1000)
}

const metricsOf = ({ lhr, artifacts }: RunnerResult) => {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    tbtMs: Math.round(numeric("total-blocking-time")),
    lcpMs: Math.round(numeric("largest-contentful-paint")),
    cls: Math.round(numeric("cumulative-layout-shift") * 1000) / 1000,
    cpuMs: mainThreadCpuMs(artifacts.Trace.traceEvents),
  }
}

/**
 * One Lighthouse run; one that fails to record (NO_NAVSTART and the like) is retried, as it asks.
 * @param port Chromium's debugging port
 */
const measure = async (url: string, port: number): Promise<Metrics> => {
  let lastError = "no result"
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const result = await lighthouse(url, { port, output: "json", logLevel: "error" }, config)
    const error = result?.lhr.runtimeError
    if (result && !error) return metricsOf(result)
    lastError = error ? `${error.code}: ${error.message}` : lastError
    console.log(`  ${url}: ${lastError} (attempt ${attempt} of 3)`)
  }
  throw new Error(`Lighthouse could not measure ${url}: ${lastError}`)
}

/** Serves a static build like Netlify on a free port; resolves with its base URL and server. */
const serve = async (publicDir: string) => {
  const server = await createServer({ publicDir, configPath: path.join(ROOT, "netlify.toml") })
  const port = await new Promise<number>((resolve, reject) => {
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      if (typeof address === "object" && address) resolve(address.port)
      else reject(new Error("the server has no port"))
    })
  })
  return { server, baseUrl: `http://localhost:${port}` }
}

/** Every page of a build, from its sitemap. */
const sitemapRoutes = (publicDir: string) =>
  [...readFileSync(path.join(publicDir, "sitemap-0.xml"), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map(([, url]) => new URL(url).pathname)
    .sort()

const columns = "| Route | Perf | A11y | Best pr. | SEO | TBT | LCP | CLS | Main-thread CPU |"
/** Each metric's median over the runs, a table row. */
const row = (label: string, runs: Metrics[]) => {
  const m = (key: keyof Metrics) => median(runs.map((run) => run[key]))
  const cells = [
    ...[m("performance"), m("accessibility"), m("bestPractices"), m("seo")],
    `${Math.round(m("tbtMs"))} ms`,
    `${(m("lcpMs") / 1000).toFixed(2)} s`,
    m("cls"),
    `${Math.round(m("cpuMs"))} ms`,
  ]
  return `| ${label} | ${cells.join(" | ")} |`
}

/**
 * The median of `values` and a bootstrap 95 % interval for it (2,000 resamples, seeded).
 */
const medianWithInterval = (values: number[]) => {
  let seed = 1
  const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647
  const resampled = Array.from({ length: 2000 }, () =>
    median(values.map(() => values[Math.floor(random() * values.length)])),
  ).sort((a, b) => a - b)
  return { median: median(values), low: resampled[50], high: resampled[1949] }
}

const main = async () => {
  const { values } = parseArgs({
    options: {
      against: { type: "string", multiple: true },
      runs: { type: "string" },
      route: { type: "string", multiple: true },
    },
  })
  const publicDir = path.join(ROOT, "public")
  const otherDirs = (values.against ?? []).map((dir) => path.resolve(dir))
  const ab = otherDirs.length > 0
  for (const dir of [publicDir, ...otherDirs])
    if (!existsSync(path.join(dir, "index.html"))) throw new Error(`No built site in ${dir}`)
  const runs = Number(values.runs ?? (ab ? MIN_AB_ROUNDS : 3))
  /** Each route of A with the route of B it is compared with. */
  const pairs = (values.route ?? (ab ? abRoutes : sitemapRoutes(publicDir))).map((route) => {
    const [a, b = a] = route.split("=")
    return { a, b }
  })
  /** "A" for public/, then "B", or "B1", "B2"… when there are several. */
  const sideName = (side: number) => (side === 0 ? "A" : otherDirs.length > 1 ? `B${side}` : "B")
  const chromePath = findChromium()
  if (!chromePath) throw new Error("No Chromium found (set CHROME_PATH)")

  // Side 0 is A (public/); sides 1… are the B builds, in the order given.
  const sites = [{ dir: publicDir, ...(await serve(publicDir)) }]
  for (const dir of otherDirs) sites.push({ dir, ...(await serve(dir)) })
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags,
    ignoreDefaultFlags: true,
    logLevel: "error",
  })
  /** Per route, per side, one Metrics per round. */
  const results: Metrics[][][] = pairs.map(() => sites.map(() => []))
  try {
    // A first run per site warms Chromium and the server; it is not kept.
    for (const { baseUrl } of sites) await measure(`${baseUrl}/`, chrome.port)
    for (let round = 1; round <= runs; round += 1) {
      console.log(`Round ${round} of ${runs}`)
      for (const [index, { a, b }] of pairs.entries()) {
        for (const [side, { baseUrl }] of sites.entries()) {
          const route = side === 0 ? a : b
          const metrics = await measure(`${baseUrl}${route}`, chrome.port)
          results[index][side].push(metrics)
          const label = ab ? `${sideName(side)} ${route}` : route
          console.log(`  ${label}: TBT ${metrics.tbtMs} ms, main-thread CPU ${metrics.cpuMs} ms`)
        }
      }
    }
  } finally {
    await chrome.kill()
    for (const { server } of sites) server.close()
  }

  const lines = [
    `Lighthouse, mobile, simulated throttling at 4× CPU: medians of ${runs} runs.`,
    "",
    columns,
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...pairs.flatMap(({ a, b }, index) =>
      sites.map((_, side) =>
        row(ab ? `${sideName(side)} ${side === 0 ? a : b}` : a, results[index][side]),
      ),
    ),
  ]
  if (ab) {
    if (runs < MIN_AB_ROUNDS) lines.push("", `Only ${runs} rounds: a smoke check, not a verdict.`)
    lines.push("", ...sites.map(({ dir }, side) => `${sideName(side)}: ${dir}`), "")
    for (const [index, { a, b }] of pairs.entries()) {
      const runsA = results[index][0]
      for (let side = 1; side < sites.length; side += 1) {
        const runsB = results[index][side]
        const wins = runsA.filter((run, i) => run.tbtMs < runsB[i].tbtMs).length
        const cpu = medianWithInterval(runsA.map((run, i) => run.cpuMs - runsB[i].cpuMs))
        lines.push(
          `- A ${a} vs ${sideName(side)} ${b}: A's TBT lower in ${wins} of ${runs} rounds; ` +
            `main-thread CPU A − ${sideName(side)}: median ${cpu.median} ms ` +
            `(95 % interval ${cpu.low} to ${cpu.high} ms)`,
        )
      }
    }
  }
  console.log(`\n${lines.join("\n")}`)
  await mkdir(path.join(ROOT, "reports"), { recursive: true })
  const report = { date: new Date().toISOString(), against: otherDirs, pairs, results }
  await writeFile(path.join(ROOT, "reports/perf.json"), `${JSON.stringify(report, null, 2)}\n`)
}

main().catch((error: unknown) => {
  console.error(
    `perf: could not run: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  )
  process.exit(1)
})
