import type { AdapterInit } from "gatsby"

/**
 * The site deploys to Netlify as plain static files: `netlify.toml` and the `_headers` file that
 * onPostBuild writes say everything Netlify needs.
 *
 * Naming an adapter here switches off Gatsby's zero-config Netlify adapter, which would otherwise
 * turn the blog's `/blog/*` matchPath into a 200 rewrite and hide the 404 status that
 * `netlify.toml` gives unknown articles. In exchange this adapter checks the one assumption the
 * deploy rests on: the build produced no functions (no SSR, DSG or API routes).
 */
export const staticNetlifyAdapter: AdapterInit = () => ({
  name: "lumasculpt-static-netlify",
  config: () => ({
    supports: { pathPrefix: false, trailingSlash: ["always"] },
  }),
  adapt: ({ functionsManifest, reporter }) => {
    if (functionsManifest.length > 0) {
      const ids = functionsManifest.map((fn) => fn.functionId).join(", ")
      reporter.panic(
        `This site must build to static files only, but Gatsby produced functions: ${ids}`,
      )
    }
    reporter.info(
      "Static Netlify deploy: no functions; headers and redirects come from netlify.toml and public/_headers",
    )
  },
})
