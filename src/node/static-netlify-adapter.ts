import type { AdapterInit, IAdapter } from "gatsby"
/** Where Netlify keeps a site's build cache between builds. */
export const netlifyCacheDir = "/opt/build/cache"

/** The hooks load Netlify's cache-utils (an ES module) only when Gatsby calls them. */
const cacheHooks = (cacheDir: string): NonNullable<IAdapter["cache"]> => ({
  restore: async (context) =>
    (await import("./netlify-cache")).buildCache(cacheDir).restore(context),
  store: async (context) => (await import("./netlify-cache")).buildCache(cacheDir).store(context),
})

export type StaticNetlifyAdapterOptions = {
  /**
   * The build cache folder: Netlify's on Netlify (the `NETLIFY` variable is set), none elsewhere,
   * so a local build never copies `.cache/` and `public/` around. Tests pass a temporary folder.
   */
  cacheDir?: string | null
}

/**
 * The site deploys to Netlify as plain static files: `netlify.toml` and the `_headers` file that
 * onPostBuild writes say everything Netlify needs.
 *
 * Naming an adapter here switches off Gatsby's zero-config Netlify adapter, which would otherwise
 * turn the blog's `/blog/*` matchPath into a 200 rewrite and hide the 404 status that
 * `netlify.toml` gives unknown articles. In exchange this adapter checks the one assumption the
 * deploy rests on (the build produced no functions: no SSR, DSG or API routes), and gives Gatsby
 * Netlify's build cache, as Gatsby's own Netlify adapter does: Gatsby names the directories
 * (`.cache/` and `public/`), restores them before a build and stores them after, so a build after
 * an article edit reuses every image and query result that did not change.
 */
export const staticNetlifyAdapter: AdapterInit<StaticNetlifyAdapterOptions> = ({
  cacheDir = process.env.NETLIFY ? netlifyCacheDir : null,
} = {}) => ({
  name: "lumasculpt-static-netlify",
  config: () => ({
    supports: { pathPrefix: false, trailingSlash: ["always"] },
  }),
  // Outside Netlify there are no hooks: Gatsby keeps its local .cache/ as usual.
  ...(cacheDir && { cache: cacheHooks(cacheDir) }),
  adapt: ({ functionsManifest, reporter }) => {
    if (functionsManifest.length > 0) {
      const ids = functionsManifest.map((fn) => fn.functionId).join(", ")
      reporter.panic(
        `This site must build to static files only, but Gatsby produced functions: ${ids}`,
      )
    }
    reporter.info(
      "Static Netlify deploy: no functions from Gatsby; headers and redirects come from netlify.toml and public/_headers",
    )
  },
})
