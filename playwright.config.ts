import { defineConfig, devices } from "@playwright/test"
import { chromiumFlags, findChromium } from "./scripts/lib/chromium.mjs"

// The browser tests run against the production build served the way Netlify serves it.
const port = Number(process.env.E2E_PORT ?? 9400)
const baseURL = `http://localhost:${port}`

const launchOptions = {
  executablePath: findChromium(),
  args: chromiumFlags.filter((flag) => !flag.startsWith("--headless")),
}

export default defineConfig({
  testDir: "./__tests__/e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL,
    trace: "off",
    serviceWorkers: "block",
  },
  projects: [
    {
      name: "mobile",
      use: {
        ...devices["Pixel 7"],
        viewport: { width: 390, height: 844 },
        browserName: "chromium",
        launchOptions,
      },
    },
    {
      name: "desktop",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        browserName: "chromium",
        launchOptions,
      },
    },
  ],
  webServer: {
    command: `node scripts/serve.mjs`,
    env: { PORT: String(port) },
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
})
