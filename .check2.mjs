import { chromium } from "@playwright/test"
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu"] })
const page = await browser.newPage({ viewport: { width: 1280, height: 844 }, reducedMotion: "reduce" })
page.on("console", (m) => console.log("console:", m.text()))
await page.goto("http://localhost:9000/", { waitUntil: "networkidle" })
const dot = async () => page.locator('button[aria-current="true"]').getAttribute("aria-label")
const box = await page.locator(".slick-list").boundingBox()
const drag = async (dx) => { const x = box.x + box.width/2, y = box.y + box.height/2; await page.mouse.move(x,y); await page.mouse.down(); await page.mouse.move(x+dx, y, {steps: 8}); await page.mouse.up(); await page.waitForTimeout(300); console.log(dx, await dot()) }
await drag(60); await drag(-60); await drag(-60); await drag(60); await drag(60)
await browser.close()
