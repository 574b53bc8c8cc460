// Netlify's build cache for Gatsby's `.cache/` and `public/`, through Netlify's own cache-utils
// (what Gatsby's Netlify adapter uses). Its own module because cache-utils is an ES module: the
// adapter (static-netlify-adapter.ts) loads this one only when Gatsby calls a cache hook, on Netlify.
import { bindOpts } from "@netlify/cache-utils"

export type CacheContext = {
  directories: string[]
  reporter: { info: (message: string) => void }
}

/**
 * Gatsby's cache hooks over a cache folder: restore before a build (false when there was nothing
 * to restore, so Gatsby builds cold), store after it.
 */
export const buildCache = (cacheDir: string) => {
  const cache = bindOpts({ cacheDir })
  return {
    restore: async ({ directories, reporter }: CacheContext): Promise<boolean> => {
      const restored = await cache.restore(directories, {})
      reporter.info(
        restored
          ? `Build cache restored from ${cacheDir}`
          : `No build cache in ${cacheDir}: a cold build`,
      )
      return restored
    },
    store: async ({ directories, reporter }: CacheContext): Promise<void> => {
      await cache.save(directories, {})
      reporter.info(`Build cache stored in ${cacheDir}`)
    },
  }
}
