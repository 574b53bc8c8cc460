// Where the browser tests, Lighthouse and the perf report find Chromium (Debian's packages here:
// Playwright's own browser download is not reachable from CI).
import { existsSync } from "node:fs"

/** CHROME_PATH when set, then Debian's and Ubuntu's paths of the full browser. */
export const chromiumCandidates = (): string[] => [
  ...(process.env.CHROME_PATH ? [process.env.CHROME_PATH] : []),
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
]

/** The full browser, for Lighthouse: what a visitor runs. */
export const findChromium = () => chromiumCandidates().find((path) => existsSync(path))

/** Debian's package of Chromium's headless shell (`chromium-headless-shell`). */
export const headlessShellPath = "/usr/bin/chromium-headless-shell"

/**
 * The browser tests' Chromium: CHROME_PATH when set, else the headless shell, which is what
 * Playwright itself launches for a headless run (docs/testing.md says why), else the full browser.
 */
export const findTestChromium = () =>
  process.env.CHROME_PATH || (existsSync(headlessShellPath) ? headlessShellPath : findChromium())

/** Flags that let headless Chromium run as root in a container with no outside network. */
export const chromiumFlags: string[] = [
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
 */
export const withDisabledFeatures = (
  flags: readonly string[],
  features: readonly string[],
): string[] => {
  const listed = flags
    .filter((flag) => flag.startsWith(disableFeatures))
    .flatMap((flag) => flag.slice(disableFeatures.length).split(","))
  const all = [...new Set([...listed, ...features])].filter(Boolean)
  return [
    ...flags.filter((flag) => !flag.startsWith(disableFeatures)),
    ...(all.length > 0 ? [`${disableFeatures}${all.join(",")}`] : []),
  ]
}
