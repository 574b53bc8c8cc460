// `npm run perf`: a performance report, not a test. Builds the site cold and warm (timed), serves
// public/ the way Netlify does, runs Lighthouse 12 three times per route on an emulated mid-tier
// phone with a CPU slowdown calibrated to this host, and prints the median run of each route
// beside the targets, plus the byte budgets of the build. Writes reports/perf.json and
// reports/perf.md. Exits 0 even when a target is missed; non-zero only when it could not run.
//
//   node scripts/perf.mjs [--skip-build] [--runs 3]
import { spawn } from "node:child_process"
import { createWriteStream } from "node:fs"
import { mkdir, writeFile } from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { parseArgs } from "node:util"
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import * as constants from "lighthouse/core/config/constants.js"
import { computeMedianRun } from "lighthouse/core/lib/median-run.js"
import { pageFunctions } from "lighthouse/core/lib/page-functions.js"
import puppeteer from "puppeteer-core"
import { formatBudgets, measureBudgets, sampleArticleRoute } from "./lib/budgets.mjs"
import { chromiumFlags, findChromium } from "./lib/chromium.mjs"
import { createServer } from "./serve.mjs"

const ROOT = fileURLToPath(new URL("..", import.meta.url))
const PUBLIC_DIR = path.join(ROOT, "public")
const REPORTS_DIR = path.join(ROOT, "reports")

const routes = ["/", "/blog/", sampleArticleRoute, "/privacy/"]

const targets = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0,
  lcpMs: 1200,
}

/**
 * The CPU slowdown that makes this host behave like Lighthouse's reference mid-tier phone.
 *
 * Lighthouse's throttling guide (docs/throttling.md, "Calibrating the CPU slowdown",
 * https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md#calibrating-the-cpu-slowdown)
 * says to read the `benchmarkIndex` a run records (lhr.environment.benchmarkIndex, shown as
 * "CPU/Memory Power") and compute the multiplier with the Lighthouse CPU slowdown calculator it
 * links (https://lighthouse-cpu-throttling-calculator.vercel.app/). This is that calculator's
 * formula (patrickhulce/lighthouse-cpu-throttling-calculator, `computeMultiplierMessages`), which
 * Lighthouse itself does not ship: piecewise linear through 150 → 1x, 800 → 2x, 1300 → 3x,
 * 1533 → 4x, 1766 → 5x, 2000 → 6x. Below 150 the host is too slow to emulate the device at all.
 * The benchmarkIndex comes from measureBenchmarkIndex below, taken just before each run.
 */
const cpuSlowdownFor = (benchmarkIndex) => {
  if (!Number.isFinite(benchmarkIndex)) throw new Error(`No benchmarkIndex (${benchmarkIndex})`)
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650
  return 1 // Too slow to emulate the reference phone; run unthrottled and say so.
}

const round = (value, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits

/** Runs an npm script, its output to a log file; resolves with the wall-clock seconds. */
const timedNpm = (script, logFile) =>
  new Promise((resolve, reject) => {
    const log = createWriteStream(logFile)
    const started = process.hrtime.bigint()
    const child = spawn("npm", ["run", script], {
      cwd: ROOT,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    })
    child.stdout.pipe(log)
    child.stderr.pipe(log)
    child.on("error", reject)
    child.on("close", (code) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9
      if (code === 0) resolve(seconds)
      else
        reject(
          new Error(`npm run ${script} failed (exit ${code}); see ${path.relative(ROOT, logFile)}`),
        )
    })
  })

const buildTwice = async () => {
  await mkdir(REPORTS_DIR, { recursive: true })
  console.log("Cold build: npm run clean && npm run build …")
  await timedNpm("clean", path.join(REPORTS_DIR, "build-clean.log"))
  const cold = await timedNpm("build", path.join(REPORTS_DIR, "build-cold.log"))
  console.log(`  ${cold.toFixed(1)} s`)
  console.log("Warm build: npm run build (with .cache and public/ from the cold build) …")
  const warm = await timedNpm("build", path.join(REPORTS_DIR, "build-warm.log"))
  console.log(`  ${warm.toFixed(1)} s`)
  return { coldSeconds: round(cold, 1), warmSeconds: round(warm, 1) }
}

const listen = (server) =>
  new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => resolve(server.address().port))
  })

/** Lighthouse's default mobile run (Moto G Power screen, Slow 4G, simulated) with our CPU slowdown. */
const lighthouseConfig = (cpuSlowdownMultiplier) => ({
  extends: "lighthouse:default",
  settings: {
    formFactor: "mobile",
    screenEmulation: constants.screenEmulationMetrics.mobile,
    emulatedUserAgent: constants.userAgents.mobile,
    throttlingMethod: "simulate",
    throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier },
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  },
})

const attemptsPerRun = 3

/** One Lighthouse run; a run that fails to record (NO_NAVSTART and the like) is retried, as it asks. */
const runLighthouse = async ({ url, port, cpuSlowdownMultiplier }) => {
  let lastError
  for (let attempt = 1; attempt <= attemptsPerRun; attempt += 1) {
    const result = await lighthouse(
      url,
      { port, output: "json", logLevel: "error" },
      lighthouseConfig(cpuSlowdownMultiplier),
    )
    const error = result?.lhr?.runtimeError
    if (result?.lhr && !error) return result.lhr
    lastError = error ? `${error.code}: ${error.message}` : "no result"
    console.log(`  ${url}: ${lastError} (attempt ${attempt} of ${attemptsPerRun})`)
  }
  throw new Error(`Lighthouse could not measure ${url}: ${lastError}`)
}

const categories = [
  { key: "performance", id: "performance" },
  { key: "accessibility", id: "accessibility" },
  { key: "bestPractices", id: "best-practices" },
  { key: "seo", id: "seo" },
]

const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
const numeric = (lhr, id) => lhr.audits[id]?.numericValue ?? Number.NaN
const transfer = (lhr, type) =>
  lhr.audits["resource-summary"]?.details?.items?.find((item) => item.resourceType === type)
    ?.transferSize ?? Number.NaN

/** The element Lighthouse saw as the largest contentful paint, and the elements that shifted. */
const culprits = (lhr) => ({
  lcpElement:
    lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node
      ?.selector ?? null,
  layoutShifts: (lhr.audits["layout-shifts"]?.details?.items ?? []).map(
    (item) => `${item.node?.selector ?? "?"} (${round(item.score ?? 0, 3)})`,
  ),
})

const summarise = (lhr) => ({
  performance: score(lhr, "performance"),
  accessibility: score(lhr, "accessibility"),
  bestPractices: score(lhr, "best-practices"),
  seo: score(lhr, "seo"),
  fcpMs: Math.round(numeric(lhr, "first-contentful-paint")),
  lcpMs: Math.round(numeric(lhr, "largest-contentful-paint")),
  tbtMs: Math.round(numeric(lhr, "total-blocking-time")),
  cls: round(numeric(lhr, "cumulative-layout-shift"), 3),
  jsBytes: transfer(lhr, "script"),
  totalBytes: transfer(lhr, "total"),
})

/** Failed audits of a category, so a missed 100 says why. */
const failedAudits = (lhr, category) =>
  (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => `${audit.id} (${audit.title})`)

/**
 * This host's benchmarkIndex right now, from the same page function Lighthouse runs at the start
 * of every run to fill lhr.environment.benchmarkIndex. On a busy host the index moves from minute
 * to minute, so each run is calibrated from a benchmark taken just before it rather than from an
 * earlier run's report.
 */
const measureBenchmarkIndex = async (browser) => {
  const page = await browser.newPage()
  try {
    await page.goto("about:blank")
    return await page.evaluate(pageFunctions.computeBenchmarkIndex)
  } finally {
    await page.close()
  }
}

const measureRoutes = async ({ baseUrl, chromePort, runs }) => {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` })
  const results = []
  try {
    // Warms the server's compression cache and Chromium, so the first route is not penalised.
    await runLighthouse({ url: `${baseUrl}/`, port: chromePort, cpuSlowdownMultiplier: 4 })
    for (const route of routes) {
      const lhrs = []
      const calibration = []
      for (let run = 1; run <= runs; run += 1) {
        const benchmarkIndex = await measureBenchmarkIndex(browser)
        const cpuSlowdownMultiplier = round(cpuSlowdownFor(benchmarkIndex))
        const lhr = await runLighthouse({
          url: `${baseUrl}${route}`,
          port: chromePort,
          cpuSlowdownMultiplier,
        })
        calibration.push({
          run,
          benchmarkIndex: round(benchmarkIndex, 1),
          cpuSlowdownMultiplier,
          lighthouseBenchmarkIndex: round(lhr.environment.benchmarkIndex, 1),
        })
        console.log(
          `  ${route} run ${run}: benchmarkIndex ${round(benchmarkIndex, 1)} → cpuSlowdownMultiplier ${cpuSlowdownMultiplier}x (Lighthouse's own index ${round(lhr.environment.benchmarkIndex, 1)}); performance ${score(lhr, "performance")}`,
        )
        lhrs.push(lhr)
      }
      // Lighthouse's own choice of the median run: the one closest to the median FCP and TTI.
      const median = computeMedianRun(lhrs)
      results.push({
        route,
        lighthouseVersion: median.lighthouseVersion,
        hostUserAgent: median.environment.hostUserAgent,
        median: summarise(median),
        medianRun: lhrs.indexOf(median) + 1,
        ...culprits(median),
        runs: lhrs.map(summarise),
        calibration,
        // What kept a category below its target, so the report says why.
        missed: Object.fromEntries(
          categories
            .filter(({ key, id }) => score(median, id) < targets[key])
            .map(({ key, id }) => [key, failedAudits(median, id)]),
        ),
      })
    }
  } finally {
    await browser.disconnect()
  }
  return results
}

const kb = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 1000).toFixed(1)} KB` : "n/a")
const mark = (ok) => (ok ? "✓" : "✗")

const routeTable = (results) => [
  "| Route | Perf | A11y | Best pr. | SEO | FCP | LCP | TBT | CLS | JS | Total | CPU slowdown (runs) |",
  "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
  `| **target** | ≥ ${targets.performance} | ${targets.accessibility} | ${targets.bestPractices} | ${targets.seo} | | ≤ ${targets.lcpMs / 1000} s | | ${targets.cls} | | | |`,
  ...results
    .map(({ route, median: m, calibration }) =>
      [
        route,
        `${m.performance} ${mark(m.performance >= targets.performance)}`,
        `${m.accessibility} ${mark(m.accessibility >= targets.accessibility)}`,
        `${m.bestPractices} ${mark(m.bestPractices >= targets.bestPractices)}`,
        `${m.seo} ${mark(m.seo >= targets.seo)}`,
        `${(m.fcpMs / 1000).toFixed(2)} s`,
        `${(m.lcpMs / 1000).toFixed(2)} s ${mark(m.lcpMs <= targets.lcpMs)}`,
        `${m.tbtMs} ms`,
        `${m.cls} ${mark(m.cls <= targets.cls)}`,
        kb(m.jsBytes),
        kb(m.totalBytes),
        calibration.map((run) => `${run.cpuSlowdownMultiplier}x`).join(", "),
      ].join(" | "),
    )
    .map((row) => `| ${row} |`),
]

const markdown = ({ date, host, runs, builds, results, budgets }) =>
  [
    `# Performance report (${date})`,
    "",
    `Lighthouse ${results[0]?.lighthouseVersion}, mobile form factor (Moto G Power screen, Slow 4G,`,
    `simulated throttling), ${results[0]?.hostUserAgent}; ${host.cpus} CPUs, load average`,
    `${host.loadAverage.join(" / ")} when the runs began. Each route ran ${runs} times; the table shows`,
    "Lighthouse's median run (the run closest to the median FCP and TTI). Each run's CPU slowdown is",
    "calibrated from the host's benchmarkIndex measured just before it (see scripts/perf.mjs).",
    "",
    ...routeTable(results),
    "",
    ...results.map(
      ({ route, lcpElement, layoutShifts }) =>
        `- ${route}: LCP element \`${lcpElement ?? "none"}\`; layout shifts: ${layoutShifts.join(", ") || "none"}`,
    ),
    ...results.flatMap(({ route, missed }) =>
      Object.entries(missed)
        .filter(([, audits]) => audits.length > 0)
        .map(
          ([category, audits]) =>
            `- ${route} ${category} below ${targets[category]}: ${audits.join("; ") || "no single audit"}`,
        ),
    ),
    "",
    "## Build times",
    "",
    builds
      ? `- Cold (after \`gatsby clean\`): ${builds.coldSeconds} s\n- Warm (cache kept): ${builds.warmSeconds} s`
      : "- Not measured (--skip-build)",
    "",
    "## Byte budgets (from the build output)",
    "",
    formatBudgets(budgets),
    "",
  ].join("\n")

const main = async () => {
  const { values } = parseArgs({
    options: {
      "skip-build": { type: "boolean", default: false },
      runs: { type: "string", default: "3" },
    },
  })
  const runs = Number(values.runs)
  const chromePath = findChromium()
  if (!chromePath) throw new Error("No Chromium found (set CHROME_PATH)")

  const builds = values["skip-build"] ? null : await buildTwice()
  const budgets = measureBudgets({ publicDir: PUBLIC_DIR })

  const server = await createServer({
    publicDir: PUBLIC_DIR,
    configPath: path.join(ROOT, "netlify.toml"),
  })
  const port = await listen(server)
  const baseUrl = `http://localhost:${port}`
  console.log(`Serving public/ at ${baseUrl}`)
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: chromiumFlags,
    logLevel: "error",
  })
  const host = { cpus: os.cpus().length, loadAverage: os.loadavg().map((load) => round(load, 1)) }
  let results
  try {
    results = await measureRoutes({ baseUrl, chromePort: chrome.port, runs })
  } finally {
    await chrome.kill()
    server.closeAllConnections()
    server.close()
  }

  const report = {
    date: new Date().toISOString(),
    host,
    runs,
    targets,
    builds,
    results,
    budgets,
  }
  await mkdir(REPORTS_DIR, { recursive: true })
  await writeFile(path.join(REPORTS_DIR, "perf.json"), `${JSON.stringify(report, null, 2)}\n`)
  const md = markdown(report)
  await writeFile(path.join(REPORTS_DIR, "perf.md"), md)
  console.log(`\n${md}`)
  console.log("Wrote reports/perf.json and reports/perf.md")
}

main().catch((error) => {
  console.error(`perf: could not run: ${error.stack ?? error.message}`)
  process.exit(1)
})
