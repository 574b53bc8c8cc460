/**
 * V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints, Chrome 136 and later):
 * a script whose first line is this comment has every function compiled eagerly, on a background
 * thread while the script streams in, instead of lazily on the main thread the first time each
 * function runs.
 *
 * Every script this site emits runs when the page that loads it starts: React and Gatsby's
 * runtime hydrate the page, and the page's own chunks render it. Lazily, their first calls were
 * compiled in the middle of hydration, on the main thread (measurements:
 * docs/decisions/v8-compile-hints.md).
 */
export const compileHintComment = "//# allFunctionsCalledOnLoad"

/** The part of webpack's Compiler this plugin uses (webpack itself is Gatsby's, not ours). */
type Compiler = {
  webpack: {
    BannerPlugin: new (options: { banner: string; raw: boolean; test: RegExp; stage: number }) => {
      apply: (compiler: Compiler) => void
    }
    Compilation: { PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: number }
  }
}

/**
 * Puts the compile hint on the first line of every JavaScript file of the browser build. It runs
 * right after minification (which would strip the comment) and before the source maps are
 * written, so they account for the added line.
 */
export class CompileHintsPlugin {
  apply(compiler: Compiler) {
    const { BannerPlugin, Compilation } = compiler.webpack
    new BannerPlugin({
      banner: compileHintComment,
      raw: true,
      test: /\.js$/,
      stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
    }).apply(compiler)
  }
}
