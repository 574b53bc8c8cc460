import { defineConfig, devices } from "@playwright/test"
import { chromiumFlags, findTestChromium } from "./scripts/lib/chromium"
import {
  e2eNewsletterEnv,
  e2eNewsletterProvider,
} from "./__tests__/support/fake-newsletter-provider.mjs"

// The browser tests run against the production build served the way Netlify serves it.
const port = Number(process.env.E2E_PORT ?? 9400)
const baseURL = `http://localhost:${port}`

// Chromium's headless shell, as Playwright launches by default for a headless run: the same engine
// as the full browser, a fraction of its CPU (docs/testing.md, "Which Chromium").
const executablePath = findTestChromium()
if (!executablePath)
  throw new Error(
    "The browser tests need Chromium and none was found: install Debian's chromium-headless-shell " +
      "(or chromium), which `bash .ci/run` does as root, or set CHROME_PATH to a Chromium binary.",
  )
const launchOptions = {
  executablePath,
  args: chromiumFlags.filter((flag) => !flag.startsWith("--headless")),
}

export default defineConfig({
  testDir: "./__tests__/e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  // PW_WORKERS (a number, or a share of the cores such as "50%"); else one per core, since a
  // browser test keeps its Chromium busy for most of its time.
  workers: process.env.PW_WORKERS || "100%",
  // In CI a failed test runs once more: one that then passes is reported as flaky, with its first
  // failure, in the list and in the summary's count; one that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
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
      url: `http://127.0.0.1:${e2eNewsletterProvider.port}/__fake/health`,
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
