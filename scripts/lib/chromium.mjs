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

const disableFeatures = "--disable-features="

/**
 * `flags` with their `--disable-features` switches made into one, listing `features` as well.
 * Chromium reads only the last `--disable-features` it is given, so appending a second one would
 * switch back on what a launcher's own list (chrome-launcher's defaults, for one) switched off.
 * @param {readonly string[]} flags
 * @param {readonly string[]} features
 * @returns {string[]}
 */
export const withDisabledFeatures = (flags, features) => {
  const listed = flags
    .filter((flag) => flag.startsWith(disableFeatures))
    .flatMap((flag) => flag.slice(disableFeatures.length).split(","))
  const all = [...new Set([...listed, ...features])].filter(Boolean)
  return [
    ...flags.filter((flag) => !flag.startsWith(disableFeatures)),
    ...(all.length > 0 ? [`${disableFeatures}${all.join(",")}`] : []),
  ]
}
