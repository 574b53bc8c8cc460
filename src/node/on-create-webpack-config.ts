import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { buildYear, siteUrl } from "../data/site"
import { CompileHintsPlugin } from "./compile-hints"

/** The webpack stages whose bundles run in the browser. */
const browserStages = new Set(["develop", "build-javascript"])

const srcDir = path.resolve(__dirname, "..")

/**
 * Browser bundles only see GATSBY_* variables, but src/data/site.ts also reads Netlify's `URL` and
 * the build year. Webpack's DefinePlugin writes the values this build computed into the browser
 * bundles, so they render the same origin and year as the server render. (The server render runs
 * in Node and reads the environment itself.)
 */
export const onCreateWebpackConfig = (({ stage, actions, plugins }) => {
  if (!browserStages.has(stage)) return
  actions.setWebpackConfig({
    // Gatsby's "lib" group gives every node_modules file over 160 KB a chunk of its own, sized
    // before tree shaking. Our only such files are react-icons' icon sets, of which each page
    // uses a few icons: the home pages loaded three chunks of 0.9-4.4 KB for them, every other
    // page one, each a request and a script task of its own. Without the group, those icons go
    // where their pages' other shared code goes (commons, or the home pages' shared chunk).
    ...(stage === "build-javascript" && {
      optimization: { splitChunks: { cacheGroups: { lib: false } } },
    }),
    // react-slick's ResizeObserver polyfill: the browser's own observer instead of its code.
    resolve: {
      alias: {
        "resize-observer-polyfill$": path.join(srcDir, "lib/native-resize-observer.ts"),
      },
    },
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
