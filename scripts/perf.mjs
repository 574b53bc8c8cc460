// `npm run perf`: a performance report, not a test. Builds the site cold and warm (timed), serves
// public/ the way Netlify does, runs Lighthouse 12 on every route on an emulated mid-tier phone
// with a CPU slowdown calibrated to this host, and prints the median run of each route beside the
// targets, each round's scores with their per-metric medians, plus the byte budgets of the build.
// Writes reports/perf.json and reports/perf.md.
// Exits 0 even when a target is missed; non-zero only when it could not run.
//
//   node scripts/perf.mjs [--skip-build] [--runs 3] [--against DIR [--peer-article R]] [--route …]
//                         [--calibrate run|round | --slowdown N]
//   node scripts/perf.mjs --report reports/perf.json
//
// --report FILE prints a saved report's markdown again, with this script's tables; it runs nothing.
// --route R (repeatable) measures only those of our routes, for a quick look at one page.
// --against DIR serves another static build (e.g. ../shared/anchors/gatsby-starter-blog/public)
// with the same server and rules, and runs Lighthouse on its "/" and its first article in the
// same rounds as ours, page after page, so a busy or quiet minute on the host falls on both.
// Each round starts a third (with 3 rounds) further down the list of pages and wraps around
// (scripts/lib/round-order.mjs), so no page always runs first or last.
// --calibrate round (the default, the developer brief's method) measures the host once per round
// and uses that reading's slowdown for all its runs; --calibrate run sets each run's slowdown from
// the benchmarkIndex that run recorded (docs/performance.md, "Calibration", says when each reads better).
// --peer-article R measures the peer's R beside our articles instead of /hello-world/ (to run an
// earlier build of ours as the peer: an A/B of one change, interleaved in the same rounds).
// --slowdown N calibrates nothing: every run, ours and the peer's, at N times (Lighthouse's own
// mobile default is 4), so a report can be read at a setting other hosts and tools share.
import { spawn } from "node:child_process"
import { createWriteStream, existsSync, readdirSync } from "node:fs"
import { mkdir, readFile, writeFile } from "node:fs/promises"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { parseArgs } from "node:util"
import * as constants from "lighthouse/core/config/constants.js"
import { navigationGather } from "lighthouse/core/gather/navigation-runner.js"
import { computeMedianRun } from "lighthouse/core/lib/median-run.js"
import { MainThreadTasks } from "lighthouse/core/lib/tracehouse/main-thread-tasks.js"
import { TraceProcessor } from "lighthouse/core/lib/tracehouse/trace-processor.js"
import { pageFunctions } from "lighthouse/core/lib/page-functions.js"
import { Runner } from "lighthouse/core/runner.js"
import puppeteer from "puppeteer-core"
import { formatBudgets, measureBudgets } from "./lib/budgets.mjs"
import { findChromium } from "./lib/chromium.mjs"
import { launchChromeForLighthouse, lighthouseChromeFlags } from "./lib/lighthouse-chrome.mjs"
import { roundOrder } from "./lib/round-order.mjs"
import { createServer } from "./serve.mjs"

/** @typedef {import("lighthouse").Result} LighthouseResult */
/** @typedef {{ name: string, dir: string, routes: string[] }} SiteToServe */
/** @typedef {SiteToServe & { server: import("node:http").Server, baseUrl: string }} ServedSite */
/**
 * How a run's CPU slowdown was set: `benchmarkIndex` is the index it was computed from (the run's
 * own with `--calibrate run`, the round's reading with `round`), `lighthouseBenchmarkIndex` the one
 * the run recorded.
 * @typedef {{ run: number, benchmarkIndex: number, cpuSlowdownMultiplier: number,
 *   lighthouseBenchmarkIndex: number }} Calibration
 */
/** @typedef {"run" | "round" | "fixed"} Calibrate */

const ROOT = fileURLToPath(new URL("..", import.meta.url))
const PUBLIC_DIR = path.join(ROOT, "public")
const REPORTS_DIR = path.join(ROOT, "reports")

/**
 * Each edition's pages (src/data/routes.ts): its home, its blog, every article (one folder per
 * article in content/blog, content/blogue) and its privacy page.
 */
const editions = [
  { home: "/", blog: "/blog/", articles: "content/blog", privacy: "/privacy/" },
  {
    home: "/fr/",
    blog: "/fr/blogue/",
    articles: "content/blogue",
    privacy: "/fr/confidentialite/",
  },
]

const ourRoutes = () =>
  editions.flatMap(({ home, blog, articles, privacy }) => [
    home,
    blog,
    ...readdirSync(path.join(ROOT, articles), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${blog}${entry.name}/`)
      .sort(),
    privacy,
  ])

/** The peer's page each of our routes is compared with: its home for ours, its first post for the rest. */
/** The starter's pages; --peer-article names another (an earlier build of ours, for an A/B). */
const peerRoutes = { home: "/", article: "/hello-world/" }
/** @param {string} route */
const peerRouteFor = (route) =>
  editions.some(({ home }) => home === route) ? peerRoutes.home : peerRoutes.article

// Issue 11's targets; the peer comparison is printed beside them.
const targets = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0,
  tbtMs: 200,
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
 * The benchmarkIndex is the one each run records (runLighthouse), or with `--calibrate round` the
 * one measureBenchmarkIndex below takes just before each round.
 * @param {number} benchmarkIndex
 * @returns {number} to hundredths, as the runs get it and the report prints it
 */
const cpuSlowdownFor = (benchmarkIndex) => {
  if (!Number.isFinite(benchmarkIndex)) throw new Error(`No benchmarkIndex (${benchmarkIndex})`)
  if (benchmarkIndex >= 1300) return round(3 + (benchmarkIndex - 1300) / 233)
  if (benchmarkIndex >= 800) return round(2 + (benchmarkIndex - 800) / 500)
  if (benchmarkIndex >= 150) return round(1 + (benchmarkIndex - 150) / 650)
  return 1 // Too slow to emulate the reference phone; run unthrottled and say so.
}

/** @param {number} value */
const round = (value, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits

/**
 * Runs an npm script, its output to a log file; resolves with the wall-clock seconds.
 * @param {string} script
 * @param {string} logFile
 * @returns {Promise<number>}
 */
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

/**
 * @param {import("node:http").Server} server
 * @returns {Promise<number>} the port it listens on
 */
const listen = (server) =>
  new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      if (address && typeof address === "object") resolve(address.port)
      else reject(new Error("The server has no port"))
    })
  })

/**
 * Lighthouse's default mobile run (Moto G Power screen, Slow 4G, simulated) with our CPU slowdown.
 * @param {number} cpuSlowdownMultiplier
 * @returns {import("lighthouse").Config}
 */
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
/** Lighthouse's own default slowdown, for the warm-up and the gather's requestIdleCallback wrapper. */
const defaultCpuSlowdown = constants.throttling.mobileSlow4G.cpuSlowdownMultiplier

/**
 * One Lighthouse run; a run that fails to record (NO_NAVSTART and the like) is retried, as it asks.
 *
 * With simulated throttling the CPU slowdown plays no part in the load itself: Lighthouse loads the
 * page unthrottled, recording its `benchmarkIndex` just before, and applies the slowdown afterwards,
 * when Lantern simulates the phone from that trace. So this runs Lighthouse's two halves, as its
 * `lighthouse()` does (navigationGather, then Runner.audit), and in between sets the slowdown from
 * the index the run itself recorded, the "CPU/Memory Power" its report shows, which is the value
 * the throttling guide says to calibrate from. A `cpuSlowdownMultiplier` given instead is used as
 * is (`--calibrate round`, and the warm-up).
 *
 * The only use a gather makes of the slowdown is Lighthouse's requestIdleCallback wrapper, which
 * shortens `deadline.timeRemaining()` by it; when the slowdown is set after the load, the gather
 * uses Lighthouse's default 4x there. Neither our pages nor the starter's read `timeRemaining`
 * (only gatsby-script's setTimeout fallback defines it).
 *
 * `observe: false` skips the summary of the run's own trace (observedLongTasks), for a run whose
 * result is thrown away (the warm-up).
 * @param {{ url: string, port: number, cpuSlowdownMultiplier?: number, observe?: boolean }} run
 * @returns {Promise<LighthouseResult>}
 */
const runLighthouse = async ({ url, port, cpuSlowdownMultiplier, observe = true }) => {
  let lastError
  for (let attempt = 1; attempt <= attemptsPerRun; attempt += 1) {
    const { artifacts, runnerOptions } = await navigationGather(undefined, url, {
      flags: { port, output: "json", logLevel: "error" },
      config: lighthouseConfig(cpuSlowdownMultiplier ?? defaultCpuSlowdown),
    })
    // The gather's settings are the audit's (Runner.audit refuses a difference), one object.
    const { settings } = runnerOptions.resolvedConfig
    settings.throttling = {
      ...settings.throttling,
      cpuSlowdownMultiplier: cpuSlowdownMultiplier ?? cpuSlowdownFor(artifacts.BenchmarkIndex),
    }
    const result = await Runner.audit(artifacts, runnerOptions)
    const error = result?.lhr?.runtimeError
    if (result?.lhr && !error) {
      if (observe) {
        observedTasksOf.set(result.lhr, observedLongTasks(result.artifacts.Trace, result.lhr))
      }
      return result.lhr
    }
    lastError = error ? `${error.code}: ${error.message}` : "no result"
    console.log(`  ${url}: ${lastError} (attempt ${attempt} of ${attemptsPerRun})`)
  }
  throw new Error(`Lighthouse could not measure ${url}: ${lastError}`)
}

/**
 * Lighthouse's simulator (Lantern) builds its page-load model from the unthrottled trace and prunes
 * the tasks shorter than this (all but the first parse, layout and paint, and tasks tied to several
 * others) before it multiplies the rest by the CPU slowdown (PageDependencyGraph in
 * @paulirish/trace_engine): a 9 ms task then costs nothing and a 12 ms one about 12 ms × the
 * slowdown. So the tasks at or above it are the ones to shorten or split.
 */
const simulatedTaskMinMs = 10

/**
 * @typedef {{ count: number, ms: number, bySource: string[], taskWallMs: number, taskCpuMs: number }}
 *   ObservedTasks
 */
/** @type {WeakMap<LighthouseResult, ObservedTasks>} */
const observedTasksOf = new WeakMap()

/**
 * The top-level main-thread tasks of the real (unthrottled) load that last at least
 * simulatedTaskMinMs: how many, their total time and that time by source (the page itself,
 * "unattributable", or a script by name). All of them, not only those after the real first paint:
 * the simulated first paint waits only for the first parse, layout and paint tasks, and the
 * simulation may place any other task after it, where it counts toward TBT.
 *
 * Also the wall time and the thread CPU time (the trace's `tdur`) of all top-level tasks. On a
 * busy host the main thread waits for a core in the middle of its tasks, and Lantern multiplies
 * that waiting too: the CPU time is the page's own work, which host load inflates far less.
 * @param {import("lighthouse").Artifacts["Trace"]} trace
 * @param {LighthouseResult} lhr
 * @returns {ObservedTasks}
 */
const observedLongTasks = (trace, lhr) => {
  /** @param {{ event: object }} task Chromium's thread time of a task's event (`tdur`, in µs). */
  const threadMicroseconds = (task) => /** @type {{ tdur?: number }} */ (task.event).tdur ?? 0
  const processed = TraceProcessor.processTrace(trace)
  const topLevel = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  ).filter((task) => !task.parent)
  const tasks = topLevel.filter((task) => task.duration >= simulatedTaskMinMs)
  /** @param {typeof tasks[number]} task */
  const sourceOf = (task) => {
    const script = task.attributableURLs.find((url) => url !== lhr.finalDisplayedUrl)
    if (script) return taskSource(script, lhr.finalDisplayedUrl)
    return task.attributableURLs.length > 0 ? "document" : "unattributable"
  }
  return {
    count: tasks.length,
    ms: Math.round(tasks.reduce((sum, task) => sum + task.duration, 0)),
    bySource: sumBySource(tasks.map((task) => [sourceOf(task), task.duration])),
    taskWallMs: Math.round(topLevel.reduce((sum, task) => sum + task.duration, 0)),
    taskCpuMs: Math.round(topLevel.reduce((sum, task) => sum + threadMicroseconds(task), 0) / 1000),
  }
}

/** @type {{ key: "performance" | "accessibility" | "bestPractices" | "seo", id: string }[]} */
const categories = [
  { key: "performance", id: "performance" },
  { key: "accessibility", id: "accessibility" },
  { key: "bestPractices", id: "best-practices" },
  { key: "seo", id: "seo" },
]

/** @param {LighthouseResult} lhr @param {string} id */
const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
/** @param {LighthouseResult} lhr @param {string} id */
const numeric = (lhr, id) => lhr.audits[id]?.numericValue ?? Number.NaN
/**
 * Detail rows of an audit, with the fields this report reads (each audit has its own subset).
 * @typedef {{ node?: { selector?: string } }} NodeItem
 * @typedef {NodeItem & { resourceType?: string, transferSize?: number, score?: number,
 *   items?: NodeItem[], url?: string, duration?: number }} DetailItem
 * @param {LighthouseResult} lhr
 * @param {string} id
 * @returns {DetailItem[]}
 */
const detailItems = (lhr, id) => {
  const details = /** @type {{ items?: DetailItem[] } | undefined} */ (lhr.audits[id]?.details)
  return details?.items ?? []
}

/** @param {LighthouseResult} lhr @param {string} type */
const transfer = (lhr, type) =>
  detailItems(lhr, "resource-summary").find((item) => item.resourceType === type)?.transferSize ??
  Number.NaN

/**
 * What ran in a long task, in a word: "document" for the page itself (parsing, style, layout),
 * a script by its file name without the content hash ("app", "framework", "commons", …).
 * @param {string} url
 * @param {string} pageUrl
 */
const taskSource = (url, pageUrl) => {
  if (url === pageUrl) return "document"
  if (!url.startsWith("http")) return url.toLowerCase()
  return path.basename(new URL(url).pathname).replace(/(-[0-9a-f]{8,})?\.js$/, "")
}

/**
 * Where a page's main-thread blocking comes from: each of Lighthouse's long tasks (simulated, so
 * already multiplied by the CPU slowdown) counts its time over 50 ms, summed by what it ran. All
 * long tasks count, also those Lighthouse leaves out of TBT (before first paint), so the sum can
 * exceed TBT; it shows which part of the page to cut.
 * @param {LighthouseResult} lhr
 * @returns {string[]}
 */
const blockingBySource = (lhr) =>
  sumBySource(
    detailItems(lhr, "long-tasks").map(({ url = "", duration = 0 }) => [
      taskSource(url, lhr.finalDisplayedUrl),
      Math.max(0, duration - 50),
    ]),
  )

/**
 * Times summed by source, largest first, as "app 120 ms"; sources under 1 ms are left out.
 * @param {[source: string, ms: number][]} times
 */
const sumBySource = (times) => {
  /** @type {Map<string, number>} */
  const totals = new Map()
  for (const [source, ms] of times) totals.set(source, (totals.get(source) ?? 0) + ms)
  return [...totals]
    .filter(([, ms]) => ms >= 1)
    .sort((a, b) => b[1] - a[1])
    .map(([source, ms]) => `${source} ${Math.round(ms)} ms`)
}

/**
 * The element Lighthouse saw as the largest contentful paint, the elements that shifted, and
 * where the long tasks' blocking time comes from.
 * @param {LighthouseResult} lhr
 */
const culprits = (lhr) => ({
  blocking: blockingBySource(lhr),
  observedTasks: observedTasksOf.get(lhr) ?? null,
  /** @type {string | null} */
  lcpElement:
    detailItems(lhr, "largest-contentful-paint-element")[0]?.items?.[0]?.node?.selector ?? null,
  layoutShifts: detailItems(lhr, "layout-shifts").map(
    (item) => `${item.node?.selector ?? "?"} (${round(item.score ?? 0, 3)})`,
  ),
})

/** @param {LighthouseResult} lhr */
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
  /** Main-thread CPU of the run's own load (observedLongTasks), null for a report saved before it. */
  cpuMs: observedTasksOf.get(lhr)?.taskCpuMs ?? null,
})

/**
 * Failed audits of a category, so a missed 100 says why.
 * @param {LighthouseResult} lhr
 * @param {string} category
 */
const failedAudits = (lhr, category) =>
  (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => `${audit.id} (${audit.title})`)

/**
 * This host's benchmarkIndex right now, from the same page function Lighthouse runs at the start
 * of every run to fill lhr.environment.benchmarkIndex: the reading that sets a round's slowdown
 * with `--calibrate round`, the default. (With `run`, each run's own reading serves instead.)
 * @param {import("puppeteer-core").Browser} browser
 * @returns {Promise<number>}
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

/**
 * Lighthouse's median run of one page's runs, summarized with what kept it below target.
 * @param {{ site: string, route: string, lhrs: LighthouseResult[], calibration: Calibration[] }} page
 */
const medianResult = ({ site, route, lhrs, calibration }) => {
  // Lighthouse's own choice of the median run: the one closest to the median FCP and TTI.
  const median = computeMedianRun(lhrs)
  return {
    site,
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
  }
}

/**
 * `runs` rounds, each running every page once: all of ours, then the peer's. Interleaving the
 * sites this way means a busy or quiet minute on the host affects both alike.
 *
 * `calibrate: "round"`, the default (the developer brief's method), measures the host once before
 * each round and gives every run of the round, ours and the peer's, the slowdown that reading
 * gives. `"run"` sets each run's CPU slowdown from the benchmarkIndex that run recorded (see
 * runLighthouse), the default from 2026-11-26 to 11-27. On this host one reading does not hold for
 * a round: on 2026-11-26 a round read 2,105 (6.45x) and its runs then recorded 1,036 to 2,090
 * (2.47x to 6.39x), so most of them ran on a host half as fast as the reading, throttled as if it
 * were not; "run" avoids that, at the cost of runs of one round no longer sharing a slowdown.
 * `"fixed"` gives every run `slowdown` (--slowdown) and calibrates nothing.
 * @param {{ sites: ServedSite[], chromePort: number, runs: number, calibrate: Calibrate,
 *   slowdown?: number }} options
 */
const measureRounds = async ({ sites, chromePort, runs, calibrate, slowdown }) => {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` })
  const pages = sites.flatMap((site) =>
    site.routes.map((route) => ({
      site,
      route,
      /** @type {LighthouseResult[]} */ lhrs: [],
      /** @type {Calibration[]} */ calibration: [],
    })),
  )
  try {
    // Warms each server's compression cache and Chromium, so the first page is not penalised.
    for (const site of sites) {
      await runLighthouse({
        url: `${site.baseUrl}/`,
        port: chromePort,
        cpuSlowdownMultiplier: defaultCpuSlowdown,
        observe: false,
      })
    }
    for (let run = 1; run <= runs; run += 1) {
      // With "round", one reading and its slowdown for every run of the round; with "fixed", the
      // given slowdown; with "run", none.
      const roundIndex = calibrate === "round" ? await measureBenchmarkIndex(browser) : undefined
      const roundSlowdown =
        calibrate === "fixed"
          ? slowdown
          : roundIndex === undefined
            ? undefined
            : cpuSlowdownFor(roundIndex)
      console.log(
        calibrate === "fixed"
          ? `Round ${run}: every run at ${roundSlowdown}x (--slowdown)`
          : roundIndex === undefined
            ? `Round ${run}: each run calibrated from its own benchmarkIndex`
            : `Round ${run}: benchmarkIndex ${round(roundIndex, 1)} → cpuSlowdownMultiplier ${roundSlowdown}x`,
      )
      // Each round starts a share further down the list (scripts/lib/round-order.mjs).
      for (const page of roundOrder(pages, run, runs)) {
        const lhr = await runLighthouse({
          url: `${page.site.baseUrl}${page.route}`,
          port: chromePort,
          cpuSlowdownMultiplier: roundSlowdown,
        })
        // The slowdown Lantern used, whichever way it was set.
        const cpuSlowdownMultiplier = lhr.configSettings.throttling.cpuSlowdownMultiplier ?? 0
        const lighthouseBenchmarkIndex = round(lhr.environment.benchmarkIndex, 1)
        page.lhrs.push(lhr)
        page.calibration.push({
          run,
          benchmarkIndex:
            roundIndex === undefined ? lighthouseBenchmarkIndex : round(roundIndex, 1),
          cpuSlowdownMultiplier,
          lighthouseBenchmarkIndex,
        })
        console.log(
          `  ${page.site.name} ${page.route}: performance ${score(lhr, "performance")}, TBT ${Math.round(numeric(lhr, "total-blocking-time"))} ms at ${cpuSlowdownMultiplier}x (the run's own index ${lighthouseBenchmarkIndex})`,
        )
      }
    }
  } finally {
    await browser.disconnect()
  }
  return pages.map(({ site, route, lhrs, calibration }) =>
    medianResult({ site: site.name, route, lhrs, calibration }),
  )
}

/** @typedef {ReturnType<typeof medianResult>} PageResult */

/** @param {number} bytes */
const kb = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 1000).toFixed(1)} KB` : "n/a")
/** @param {boolean} ok */
const mark = (ok) => (ok ? "✓" : "✗")

/**
 * Our routes' results, then the peer's, in the order the tables print them.
 * @param {PageResult[]} results
 */
const oursFirst = (results) => [
  ...results.filter(({ site }) => site === ourSite),
  ...results.filter(({ site }) => site !== ourSite),
]

/**
 * The peer's result that our `route` is compared with (peerRouteFor), if a peer was measured.
 * @param {PageResult[]} results
 * @param {string} route
 */
const peerResultFor = (results, route) =>
  results.find((result) => result.site !== ourSite && result.route === peerRouteFor(route))

/** @param {PageResult[]} results */
const routeTable = (results) => {
  return [
    "| Route | Perf | vs peer | A11y | Best pr. | SEO | FCP | LCP | TBT | CLS | JS | Total | CPU slowdown (runs) |",
    "| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
    `| **target** | ≥ ${targets.performance} | ≥ peer | ${targets.accessibility} | ${targets.bestPractices} | ${targets.seo} | | | ≤ ${targets.tbtMs} ms | ${targets.cls} | | | |`,
    ...oursFirst(results)
      .map(({ site, route, median: m, calibration }) => {
        const peer = site === ourSite ? peerResultFor(results, route) : undefined
        return [
          site === ourSite ? route : `_${site}_ ${route}`,
          site === ourSite
            ? `${m.performance} ${mark(m.performance >= targets.performance)}`
            : `${m.performance}`,
          peer
            ? `${peer.median.performance} (${peer.route}) ${mark(m.performance >= peer.median.performance)}`
            : "",
          `${m.accessibility} ${mark(m.accessibility >= targets.accessibility)}`,
          `${m.bestPractices} ${mark(m.bestPractices >= targets.bestPractices)}`,
          `${m.seo} ${mark(m.seo >= targets.seo)}`,
          `${(m.fcpMs / 1000).toFixed(2)} s`,
          `${(m.lcpMs / 1000).toFixed(2)} s`,
          `${m.tbtMs} ms ${site === ourSite ? mark(m.tbtMs <= targets.tbtMs) : ""}`,
          `${m.cls} ${site === ourSite ? mark(m.cls <= targets.cls) : ""}`,
          kb(m.jsBytes),
          kb(m.totalBytes),
          calibration.map((run) => `${run.cpuSlowdownMultiplier}x`).join(", "),
        ].join(" | ")
      })
      .map((row) => `| ${row} |`),
  ]
}

/** @param {number[]} values */
const medianOf = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/**
 * Every round's Performance and TBT with the run's CPU slowdown, and their medians taken metric
 * by metric. Lighthouse's median run (the table above) is one whole run, chosen by FCP and TTI;
 * when one round ran on a much busier host, that run can be the odd one out on TBT while the other
 * two agree. Both readings are printed so a report can be judged by either. Last, the median of the
 * runs' main-thread CPU time (all top-level tasks' thread time in the run's own trace): the page's
 * own work, which the host's load moves far less than it moves TBT (docs/performance.md).
 * @param {PageResult[]} results
 */
const roundTable = (results) => {
  const rounds = results[0]?.calibration ?? []
  /** @param {PageResult} result */
  const perMetric = ({ runs }) => {
    const cpu = runs.flatMap((run) => (typeof run.cpuMs === "number" ? [run.cpuMs] : []))
    return {
      performance: medianOf(runs.map((run) => run.performance)),
      tbtMs: Math.round(medianOf(runs.map((run) => run.tbtMs))),
      cpu: cpu.length > 0 ? `${Math.round(medianOf(cpu))} ms` : "–",
    }
  }
  return [
    `| Route | ${rounds.map(({ run }) => `Round ${run}`).join(" | ")} | Per-metric median | vs peer | Main-thread CPU, median |`,
    `| --- | ${rounds.map(() => "---:").join(" | ")} | ---: | --- | ---: |`,
    ...oursFirst(results).map((result) => {
      const { site, route, runs } = result
      const median = perMetric(result)
      const peer = site === ourSite ? peerResultFor(results, route) : undefined
      const peerMedian = peer ? perMetric(peer) : undefined
      const cells = [
        site === ourSite ? route : `_${site}_ ${route}`,
        ...runs.map(
          (run, index) =>
            `${run.performance} / ${run.tbtMs} ms (${result.calibration[index]?.cpuSlowdownMultiplier}x)`,
        ),
        site === ourSite
          ? `${median.performance} ${mark(median.performance >= targets.performance)} / ${median.tbtMs} ms ${mark(median.tbtMs <= targets.tbtMs)}`
          : `${median.performance} / ${median.tbtMs} ms`,
        peerMedian
          ? `${peerMedian.performance} (${peer?.route}) ${mark(median.performance >= peerMedian.performance)}`
          : "",
        median.cpu,
      ]
      return `| ${cells.join(" | ")} |`
    }),
  ]
}

/**
 * One line per round: the indices its runs recorded (lhr.environment.benchmarkIndex) and the
 * slowdowns those give; with `--calibrate round`, also the reading that set the round's slowdown,
 * which has been far from the runs' own, each way, so a score can be read with it; with
 * `--slowdown`, the slowdown every run had.
 * @param {PageResult[]} results
 * @param {Calibrate} calibrate
 */
const calibrationLines = (results, calibrate) => {
  const rounds = [...new Set(results.flatMap(({ calibration }) => calibration.map((c) => c.run)))]
  return rounds.map((run) => {
    const runs = results.flatMap(({ calibration }) => calibration.filter((c) => c.run === run))
    const own = runs.map((c) => c.lighthouseBenchmarkIndex).sort((a, b) => a - b)
    const [first] = runs
    const low = own[0]
    const high = own[own.length - 1]
    const median = own[Math.floor(own.length / 2)]
    const ranOwn = `its ${own.length} run${own.length === 1 ? "" : "s"} recorded ${low}–${high} (median ${median})`
    if (calibrate === "round")
      return (
        `- Round ${run}: benchmarkIndex ${first.benchmarkIndex} → ${first.cpuSlowdownMultiplier}x for every run; ` +
        `${ranOwn}, which would have given ${cpuSlowdownFor(low)}x–${cpuSlowdownFor(high)}x`
      )
    if (calibrate === "fixed")
      return (
        `- Round ${run}: ${first.cpuSlowdownMultiplier}x for every run (--slowdown); ${ranOwn}, ` +
        `which calibration would have judged at ${cpuSlowdownFor(low)}x–${cpuSlowdownFor(high)}x`
      )
    return (
      `- Round ${run}: ${ranOwn}, so ${cpuSlowdownFor(low)}x–${cpuSlowdownFor(high)}x ` +
      `(median ${cpuSlowdownFor(median)}x)`
    )
  })
}

/**
 * A saved report without `calibrate` predates `--calibrate run` and was calibrated by round; one
 * without `order` ran its pages in the same order every round (before scripts/lib/round-order.mjs),
 * and one without `chromeFlags` ran Lighthouse in a Chromium that opened the address bar's popups.
 * @param {{ date: string, host: { cpus: number, loadAverage: number[] }, runs: number,
 *   peer: string | null, builds: { coldSeconds: number, warmSeconds: number } | null,
 *   calibrate?: Calibrate, order?: "rotated", chromeFlags?: string[], results: PageResult[],
 *   budgets: ReturnType<typeof measureBudgets> }} report
 */
const markdown = ({
  date,
  host,
  runs,
  peer,
  builds,
  calibrate = "round",
  order,
  chromeFlags,
  results,
  budgets,
}) =>
  [
    `# Performance report (${date})`,
    "",
    `Lighthouse ${results[0]?.lighthouseVersion}, mobile form factor (Moto G Power screen, Slow 4G,`,
    `simulated throttling), ${results[0]?.hostUserAgent}; ${host.cpus} CPUs, load average`,
    `${host.loadAverage.join(" / ")} when the runs began. Each page ran ${runs} times, in ${runs}`,
    "interleaved rounds; the table shows Lighthouse's median run (the run closest to the median FCP",
    ...{
      round: [
        "and TTI). Each round's CPU slowdown is calibrated from the host's benchmarkIndex measured just",
        "before it (see scripts/perf.mjs) and applies to every page of that round, ours and the peer's.",
      ],
      run: [
        "and TTI). Each run's CPU slowdown is calibrated from the benchmarkIndex that run recorded just",
        "before loading the page (see scripts/perf.mjs), for ours and the peer's alike.",
      ],
      fixed: [
        "and TTI). Every run, ours and the peer's, had the same CPU slowdown (--slowdown), not calibrated",
        "to this host; the lines under the tables say what calibration would have judged.",
      ],
    }[calibrate],
    ...(order === "rotated"
      ? [
          "Each round ran the pages in the listed order from a later start and wrapped around (round r",
          "from page 1 + (r − 1) × pages ÷ rounds), so no page ran first or last every time.",
        ]
      : [
          "Every round ran the pages in the listed order: ours (the French edition after the English),",
          "then the peer's.",
        ]),
    chromeFlags
      ? "Lighthouse's Chromium ran without the address bar's popup pages (scripts/lib/lighthouse-chrome.mjs)."
      : "Lighthouse's Chromium opened the address bar's two popup pages beside the page being measured.",
    ...(peer
      ? [
          "",
          `Peer: ${peer} (its ${peerRoutes.home} beside our /, its ${peerRoutes.article} beside the rest).`,
        ]
      : []),
    "",
    ...routeTable(results),
    "",
    "Performance / TBT of each round with the run's CPU slowdown, their medians metric by metric, and the runs' median main-thread CPU time:",
    "",
    ...roundTable(results),
    "",
    "CPU slowdown by round:",
    "",
    ...calibrationLines(results, calibrate),
    "",
    ...results.map(
      ({ site, route, lcpElement, layoutShifts, blocking, observedTasks }) =>
        `- ${site} ${route}: LCP element \`${lcpElement ?? "none"}\`; layout shifts: ${layoutShifts.join(", ") || "none"}; long tasks' time over 50 ms: ${blocking.join(", ") || "none"}` +
        (observedTasks
          ? `; observed tasks of ${simulatedTaskMinMs} ms or more: ${observedTasks.count}, ${observedTasks.ms} ms (${observedTasks.bySource.join(", ") || "none"}); all tasks: ${observedTasks.taskCpuMs} ms of main-thread CPU in ${observedTasks.taskWallMs} ms`
          : ""),
    ),
    ...results.flatMap(({ site, route, missed }) =>
      Object.entries(site === ourSite ? missed : {})
        .filter(([, audits]) => audits.length > 0)
        .map(
          ([category, audits]) =>
            `- ${route} ${category} below ${targets[/** @type {keyof typeof targets} */ (category)]}: ${audits.join("; ") || "no single audit"}`,
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

const ourSite = "LumaSculpt"

/**
 * Serves a static build with the same server and rules as ours; resolves with its base URL.
 * @param {string} publicDir
 */
const serveSite = async (publicDir) => {
  const server = await createServer({ publicDir, configPath: path.join(ROOT, "netlify.toml") })
  const port = await listen(server)
  return { server, baseUrl: `http://localhost:${port}` }
}

/**
 * @param {string} value
 * @returns {Calibrate}
 */
const calibrateOption = (value) => {
  if (value === "run" || value === "round") return value
  throw new Error(`--calibrate ${value}: "run" (each run from its own index) or "round"`)
}

/**
 * `--slowdown N`: a CPU slowdown every run gets as is, instead of a calibrated one.
 * @param {string} value
 */
const slowdownOption = (value) => {
  const slowdown = Number(value)
  if (Number.isFinite(slowdown) && slowdown >= 1) return slowdown
  throw new Error(
    `--slowdown ${value}: a CPU slowdown of 1 or more (Lighthouse's mobile default is 4)`,
  )
}

const main = async () => {
  const { values } = parseArgs({
    options: {
      "skip-build": { type: "boolean", default: false },
      runs: { type: "string", default: "3" },
      against: { type: "string" },
      route: { type: "string", multiple: true },
      report: { type: "string" },
      calibrate: { type: "string" },
      slowdown: { type: "string" },
      "peer-article": { type: "string" },
    },
  })
  if (values["peer-article"]) peerRoutes.article = values["peer-article"]
  if (values.report) {
    // Re-renders a saved report (its .json) as markdown with this script's tables, runs nothing.
    const saved = JSON.parse(await readFile(path.resolve(values.report), "utf8"))
    console.log(markdown(saved))
    return
  }
  const runs = Number(values.runs)
  if (values.calibrate && values.slowdown)
    throw new Error("--calibrate and --slowdown: give one (--slowdown calibrates nothing)")
  const slowdown = values.slowdown ? slowdownOption(values.slowdown) : undefined
  /** @type {Calibrate} */
  const calibrate = slowdown ? "fixed" : calibrateOption(values.calibrate ?? "round")
  const chromePath = findChromium()
  if (!chromePath) throw new Error("No Chromium found (set CHROME_PATH)")
  const peerDir = values.against ? path.resolve(values.against) : undefined
  if (peerDir && !existsSync(path.join(peerDir, "index.html")))
    throw new Error(
      `--against ${values.against}: no index.html there (a static build's output folder)`,
    )

  const builds = values["skip-build"] ? null : await buildTwice()
  const budgets = measureBudgets({ publicDir: PUBLIC_DIR })

  const routes = values.route?.length ? values.route : ourRoutes()
  /** @type {SiteToServe[]} */
  const served = [{ name: ourSite, dir: PUBLIC_DIR, routes }]
  if (peerDir) {
    served.push({
      name: path.basename(path.dirname(peerDir)) || "peer",
      dir: peerDir,
      routes: [peerRoutes.home, peerRoutes.article],
    })
  }
  /** @type {ServedSite[]} */
  const sites = []
  for (const site of served) {
    const { server, baseUrl } = await serveSite(site.dir)
    console.log(`Serving ${site.dir} at ${baseUrl}`)
    sites.push({ ...site, server, baseUrl })
  }
  const chrome = await launchChromeForLighthouse(chromePath)
  const host = { cpus: os.cpus().length, loadAverage: os.loadavg().map((load) => round(load, 1)) }
  /** @type {PageResult[]} */
  let results
  try {
    results = await measureRounds({ sites, chromePort: chrome.port, runs, calibrate, slowdown })
  } finally {
    await chrome.kill()
    for (const { server } of sites) {
      server.closeAllConnections()
      server.close()
    }
  }

  const report = {
    date: new Date().toISOString(),
    host,
    runs,
    peer: peerDir ? path.relative(ROOT, peerDir) : null,
    targets,
    builds,
    calibrate,
    order: /** @type {const} */ ("rotated"),
    chromeFlags: lighthouseChromeFlags(),
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
