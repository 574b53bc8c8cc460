// Netlify's build cache for Gatsby's `.cache/` and `public/`, through Netlify's own cache-utils
// (what Gatsby's Netlify adapter uses). Plain JavaScript: cache-utils is an ES module, which the
// adapter (static-netlify-adapter.ts) loads at build time and a unit test loads in a Node process.
import { bindOpts } from "@netlify/cache-utils"

/**
 * @typedef {{ info: (message: string) => void }} CacheReporter
 * @typedef {{ directories: string[], reporter: CacheReporter }} CacheContext
 */

/**
 * Gatsby's cache hooks over a cache folder: restore before a build (false when there was nothing
 * to restore, so Gatsby builds cold), store after it.
 * @param {string} cacheDir
 */
export const buildCache = (cacheDir) => {
  const cache = bindOpts({ cacheDir })
  return {
    /** @param {CacheContext} context */
    restore: async ({ directories, reporter }) => {
      const restored = await cache.restore(directories, {})
      reporter.info(
        restored
          ? `Build cache restored from ${cacheDir}`
          : `No build cache in ${cacheDir}: a cold build`,
      )
      return restored
    },
    /** @param {CacheContext} context */
    store: async ({ directories, reporter }) => {
      await cache.save(directories, {})
      reporter.info(`Build cache stored in ${cacheDir}`)
    },
  }
}
