import { expect, test } from "@playwright/test"
import puppeteer from "puppeteer-core"
import { findChromium } from "../../scripts/lib/chromium.mjs"
import { launchChromeForLighthouse } from "../../scripts/lib/lighthouse-chrome.mjs"

// The Chromium that `npm run perf` runs Lighthouse in (scripts/lib/lighthouse-chrome.mjs), launched
// from the installed browser, so a Chromium update that renames a feature shows here. It tests a
// tool, not the site: one project is enough.
test.skip(({ isMobile }) => isMobile, "the perf report's browser is the same for both projects")

test("the perf report's Chromium opens no address-bar popup pages and keeps Lighthouse's own switches", async () => {
  const chromePath = findChromium()
  if (!chromePath) throw new Error("No Chromium found (set CHROME_PATH)")
  const chrome = await launchChromeForLighthouse(chromePath)
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
    try {
      const page = await browser.newPage()
      await page.goto("chrome://version")
      const commandLine = await page.$eval("#command_line", (cell) => cell.textContent ?? "")
      const disabled = commandLine.match(/--disable-features=(\S+)/g) ?? []
      expect(disabled).toHaveLength(1)
      // chrome-launcher's list (Lighthouse's) and ours, in one switch.
      expect(disabled[0]).toContain("RenderDocument")
      expect(disabled[0]).toContain("WebUIOmniboxPopup")
      expect(disabled[0]).toContain("WebUIOmniboxAimPopup")
      // Without the switch, the window Chromium opens at start-up already has both popup pages.
      const urls = browser.targets().map((target) => target.url())
      expect(urls.filter((url) => url.startsWith("chrome://omnibox-popup"))).toEqual([])
    } finally {
      await browser.disconnect()
    }
  } finally {
    chrome.kill()
  }
})
