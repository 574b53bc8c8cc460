// Where the browser tests, Lighthouse and the perf report find Chromium (Debian's package here:
// Playwright's own browser download is not reachable from CI).
import { existsSync } from "node:fs"

/** @returns {string[]} CHROME_PATH when set, then Debian's and Ubuntu's paths. */
export const chromiumCandidates = () => [
  ...(process.env.CHROME_PATH ? [process.env.CHROME_PATH] : []),
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
]

export const findChromium = () => chromiumCandidates().find((path) => existsSync(path))

/** @type {string[]} Flags that let headless Chromium run as root in a container with no outside network. */
export const chromiumFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
]
