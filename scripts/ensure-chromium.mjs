// Makes sure a Chromium exists before the browser tests: CHROME_PATH, then /usr/bin/chromium;
// as root on Debian it installs the `chromium` package; otherwise it stops with the command to run.
// It never lets the browser tests be skipped silently.
import { execSync } from "node:child_process"
import { existsSync } from "node:fs"
import { findChromium } from "./lib/chromium.mjs"

const found = findChromium()
if (found) {
  console.log(`Chromium: ${found}`)
  process.exit(0)
}

const isRoot = typeof process.getuid === "function" && process.getuid() === 0
const isDebian = existsSync("/etc/debian_version")
if (isRoot && isDebian) {
  console.log("Chromium not found: installing Debian's chromium package…")
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
    stdio: "inherit",
  })
  const installed = findChromium()
  if (installed) {
    console.log(`Chromium: ${installed}`)
    process.exit(0)
  }
}

console.error(
  "The browser tests need Chromium and none was found.\n" +
    "Install it (Debian/Ubuntu: `sudo apt-get install -y chromium`) or set CHROME_PATH to a Chromium binary.",
)
process.exit(1)
