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
import path from "node:path"
import { fileURLToPath } from "node:url"
import { parseArgs } from "node:util"
import * as chromeLauncher from "chrome-launcher"
import lighthouse from "lighthouse"
import * as constants from "lighthouse/core/config/constants.js"
import { computeMedianRun } from "lighthouse/core/lib/median-run.js"
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

const runLighthouse = async ({ url, port, cpuSlowdownMultiplier }) => {
  const result = await lighthouse(
    url,
    { port, output: "json", logLevel: "error" },
    lighthouseConfig(cpuSlowdownMultiplier),
  )
  if (!result?.lhr) throw new Error(`Lighthouse returned no result for ${url}`)
  if (result.lhr.runtimeError)
    throw new Error(`${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`)
  return result.lhr
}

const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
const numeric = (lhr, id) => lhr.audits[id]?.numericValue ?? Number.NaN
const transfer = (lhr, type) =>
  lhr.audits["resource-summary"]?.details?.items?.find((item) => item.resourceType === type)
    ?.transferSize ?? Number.NaN

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

const measureRoutes = async ({ baseUrl, port, runs }) => {
  // The documented calibration: one run to read this host's benchmarkIndex. After that each run
  // uses the benchmarkIndex of the run before it, so the multiplier follows the host's load.
  console.log("Calibration run on / …")
  let benchmarkIndex = (await runLighthouse({ url: `${baseUrl}/`, port, cpuSlowdownMultiplier: 4 }))
    .environment.benchmarkIndex
  const results = []
  for (const route of routes) {
    const lhrs = []
    const calibration = []
    for (let run = 1; run <= runs; run += 1) {
      const cpuSlowdownMultiplier = round(cpuSlowdownFor(benchmarkIndex))
      const lhr = await runLighthouse({ url: `${baseUrl}${route}`, port, cpuSlowdownMultiplier })
      calibration.push({
        run,
        benchmarkIndexBefore: round(benchmarkIndex, 1),
        cpuSlowdownMultiplier,
        benchmarkIndex: round(lhr.environment.benchmarkIndex, 1),
      })
      console.log(
        `  ${route} run ${run}: benchmarkIndex ${round(benchmarkIndex, 1)} → cpuSlowdownMultiplier ${cpuSlowdownMultiplier}x; performance ${score(lhr, "performance")}`,
      )
      benchmarkIndex = lhr.environment.benchmarkIndex
      lhrs.push(lhr)
    }
    // Lighthouse's own choice of the median run: the one closest to the median FCP and TTI.
    const median = computeMedianRun(lhrs)
    results.push({
      route,
      median: summarise(median),
      medianRun: lhrs.indexOf(median) + 1,
      runs: lhrs.map(summarise),
      calibration,
      missed: {
        accessibility: failedAudits(median, "accessibility"),
        bestPractices: failedAudits(median, "best-practices"),
        seo: failedAudits(median, "seo"),
      },
    })
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

const markdown = ({ date, builds, results, budgets, chromium }) =>
  [
    `# Performance report (${date})`,
    "",
    `Lighthouse 12, mobile form factor (Moto G Power screen, Slow 4G, simulated throttling), ${chromium}.`,
    "Each route ran three times; the table shows Lighthouse's median run (closest to the median FCP and TTI).",
    "The CPU slowdown of each run is calibrated from the host's benchmarkIndex (see scripts/perf.mjs).",
    "",
    ...routeTable(results),
    "",
    ...results.flatMap(({ route, missed }) =>
      Object.entries(missed)
        .filter(([, audits]) => audits.length > 0)
        .map(([category, audits]) => `- ${route} ${category} below 100: ${audits.join("; ")}`),
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
  let results
  try {
    results = await measureRoutes({ baseUrl, port: chrome.port, runs })
  } finally {
    await chrome.kill()
    server.closeAllConnections()
    server.close()
  }

  const report = {
    date: new Date().toISOString(),
    chromium: path.basename(chromePath),
    lighthouse: "12",
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
