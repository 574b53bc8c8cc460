import type { GatsbyNode } from "gatsby"
import { buildYear, siteUrl } from "../data/site"
import { CompileHintsPlugin } from "./compile-hints"

/** The webpack stages whose bundles run in the browser. */
const browserStages = new Set(["develop", "build-javascript"])

/**
 * Browser bundles only see GATSBY_* variables, but src/data/site.ts also reads Netlify's `URL` and
 * the build year. Webpack's DefinePlugin writes the values this build computed into the browser
 * bundles, so they render the same origin and year as the server render. (The server render runs
 * in Node and reads the environment itself.)
 */
export const onCreateWebpackConfig = (({ stage, actions, plugins }) => {
  if (!browserStages.has(stage)) return
  actions.setWebpackConfig({
    plugins: [
      plugins.define({
        "process.env.URL": JSON.stringify(siteUrl),
        "process.env.BUILD_YEAR": JSON.stringify(String(buildYear)),
      }),
      // The production scripts are compiled eagerly, off the main thread (compile-hints.ts).
      ...(stage === "build-javascript" ? [new CompileHintsPlugin()] : []),
    ],
  })
}) satisfies GatsbyNode["onCreateWebpackConfig"]
