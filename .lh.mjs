import lighthouse from "lighthouse"
import * as chromeLauncher from "chrome-launcher"
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new","--no-sandbox","--disable-gpu","--disable-background-networking","--disable-component-update","--disable-sync","--no-first-run"] })
const url = process.argv[2]
const mult = Number(process.argv[3] || 4)
const r = await lighthouse(url, { port: chrome.port, output: "json", onlyCategories: ["performance"], throttling: { cpuSlowdownMultiplier: mult } })
const a = r.lhr.audits
console.log("perf", r.lhr.categories.performance.score, "bench", r.lhr.environment.benchmarkIndex, "TBT", Math.round(a["total-blocking-time"].numericValue), "LCP", Math.round(a["largest-contentful-paint"].numericValue))
console.log("longtasks", JSON.stringify((a["long-tasks"].details.items||[]).map(i => [String(i.url).split("/").pop().slice(0,30), Math.round(i.startTime), Math.round(i.duration)])))
await chrome.kill()
