// The Chromium that `npm run perf` runs Lighthouse in.
import * as chromeLauncher from "chrome-launcher"
import { chromiumFlags, withDisabledFeatures } from "./chromium.mjs"

/**
 * Parts of Chromium's own window that would run beside the page being measured. Every browser
 * window, headless ones too, opens the address bar's two popups as WebUI pages
 * (chrome://omnibox-popup.top-chrome/) in a renderer of their own, which keeps working while
 * Lighthouse loads a page: 60–190 ms of its CPU in each of three runs of an article here, on a
 * host with two cores.
 */
export const browserUiFeatures = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"]

/**
 * chrome-launcher's default flags (Lighthouse's own), ours, and one `--disable-features` that
 * lists chrome-launcher's features and browserUiFeatures.
 * @returns {string[]}
 */
export const lighthouseChromeFlags = () =>
  withDisabledFeatures(
    [...chromeLauncher.Launcher.defaultFlags(), ...chromiumFlags],
    browserUiFeatures,
  )

/**
 * Launches Chromium with lighthouseChromeFlags (and no other defaults, which would add a second
 * `--disable-features`).
 * @param {string} chromePath
 */
export const launchChromeForLighthouse = (chromePath) =>
  chromeLauncher.launch({
    chromePath,
    ignoreDefaultFlags: true,
    chromeFlags: lighthouseChromeFlags(),
    logLevel: "error",
  })
