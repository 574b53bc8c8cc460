// Makes sure the browser tests have a Chromium before they start: CHROME_PATH, else Debian's
// headless shell (/usr/bin/chromium-headless-shell), else the full /usr/bin/chromium. As root on
// Debian it installs the `chromium-headless-shell` package when the shell is missing; otherwise it
// runs the tests in what there is, or stops with the command to run when there is no Chromium at all.
// It never lets the browser tests be skipped silently.
import { execSync } from "node:child_process"
import { existsSync } from "node:fs"
import { findTestChromium, headlessShellPath } from "./lib/chromium.ts"

const isRoot = typeof process.getuid === "function" && process.getuid() === 0
const isDebian = existsSync("/etc/debian_version")
if (!process.env.CHROME_PATH && !existsSync(headlessShellPath) && isRoot && isDebian) {
  console.log("Chromium's headless shell not found: installing Debian's chromium-headless-shell…")
  execSync(
    "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell",
    { stdio: "inherit" },
  )
}

const found = findTestChromium()
if (found && existsSync(found)) {
  console.log(`Chromium for the browser tests: ${found}`)
  process.exit(0)
}

console.error(
  "The browser tests need Chromium and none was found.\n" +
    "Install it (Debian: `sudo apt-get install -y chromium-headless-shell`, or `chromium`) or set " +
    "CHROME_PATH to a Chromium binary.",
)
process.exit(1)
