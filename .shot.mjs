import { chromium } from "@playwright/test"
const [,, url, out, width = "390", full = "0"] = process.argv
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-background-networking","--disable-component-update","--disable-sync","--no-first-run"] })
const page = await browser.newPage({ viewport: { width: Number(width), height: 844 }, deviceScaleFactor: 1 })
const logs = []
page.on("console", (m) => logs.push(m.type() + ": " + m.text()))
page.on("pageerror", (e) => logs.push("pageerror: " + e.message))
await page.goto(url, { waitUntil: "networkidle" })
await page.waitForTimeout(500)
await page.screenshot({ path: out, fullPage: full === "1" })
console.log(logs.join("\n"))
await browser.close()
