import { chromium } from "@playwright/test"
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu"] })
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
page.on("console", (m) => console.log("console:", m.text()))
const dot = async (l) => console.log(l, await page.locator('button[aria-current="true"]').getAttribute("aria-label"))
await page.clock.install({ time: new Date("2026-11-22T10:00:00Z") })
await page.clock.pauseAt(new Date("2026-11-22T10:00:01Z"))
await page.goto("http://localhost:9400/")
let n = 0
while (!(await page.locator("html[data-hydrated]").count()) && n < 200) { await page.clock.runFor(20); n++ }
console.log("hydrated after steps", n)
await page.clock.runFor(100)
await page.mouse.move(700, 300); await page.clock.runFor(50); await page.mouse.move(1,1); await page.clock.runFor(50)
await dot("start")
await page.clock.runFor(2900); await dot("2900")
await page.clock.runFor(200); await dot("3100")
await page.clock.runFor(3000); await dot("6100")
await page.getByRole("button", { name: "Previous photo" }).click(); await page.clock.runFor(50); await dot("prev")
await browser.close()
