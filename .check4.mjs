import { chromium } from "@playwright/test"
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu"] })
for (const width of [1280, 390]) {
const page = await browser.newPage({ viewport: { width, height: 800 } })
await page.addInitScript(() => {
  window.__shifts = []
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__shifts.push({ v: e.value, t: Math.round(e.startTime), src: e.sources.map((s) => (s.node ? (s.node.nodeName + "." + (s.node.className || "") + " " + (s.node.textContent||"").slice(0,40)) : "?") + JSON.stringify(s.previousRect) + "->" + JSON.stringify(s.currentRect)) })
  }).observe({ type: "layout-shift", buffered: true })
})
await page.goto("http://localhost:9400/", { waitUntil: "networkidle" })
await page.mouse.wheel(0, 3000)
await page.waitForTimeout(1500)
console.log(width, JSON.stringify(await page.evaluate(() => window.__shifts), null, 1))
}
await browser.close()
