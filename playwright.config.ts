import { defineConfig, devices } from "@playwright/test"
import { chromiumFlags, findTestChromium } from "./scripts/lib/chromium"
import { e2eNewsletterEnv } from "./__tests__/support/fake-newsletter-provider.mjs"

// The browser tests run against the production build served the way Netlify serves it.
const port = Number(process.env.E2E_PORT ?? 9400)
const baseURL = `http://localhost:${port}`

// Chromium's headless shell, as Playwright launches by default for a headless run: the same engine
// as the full browser, a fraction of its CPU (docs/testing.md, "Which Chromium").
const launchOptions = {
  executablePath: findTestChromium(),
  args: chromiumFlags.filter((flag) => !flag.startsWith("--headless")),
}

export default defineConfig({
  testDir: "./__tests__/e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  // Three on two cores: a browser test waits on the network or a timer for part of its time, and
  // with two workers the processor stood idle for 18 % of the suite (114 s with three, 122 s with two).
  workers: 3,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL,
    trace: "off",
    serviceWorkers: "block",
  },
  // Every test runs at both widths unless its result cannot differ between them: a test tagged
  // "@desktop" runs only in the desktop project (the same at any width, or it sets its own widths),
  // one tagged "@mobile" only in the mobile project. Each spec says why at its top.
  projects: [
    {
      name: "mobile",
      grepInvert: /@desktop\b/,
      use: {
        ...devices["Pixel 7"],
        viewport: { width: 390, height: 844 },
        browserName: "chromium",
        launchOptions,
      },
    },
    {
      name: "desktop",
      grepInvert: /@mobile\b/,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        browserName: "chromium",
        launchOptions,
      },
    },
  ],
  // The site, whose newsletter function forwards to a fake of the email provider's API (started
  // first), so a browser test can see what the provider would receive.
  webServer: [
    {
      command: "node __tests__/support/fake-newsletter-provider.mjs",
      url: "http://127.0.0.1:9401/__fake/health",
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: `node --import tsx scripts/serve.ts`,
      env: { PORT: String(port), ...e2eNewsletterEnv() },
      url: baseURL,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
})
