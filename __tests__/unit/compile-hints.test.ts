/** @jest-environment node */
import { CompileHintsPlugin, compileHintComment } from "../../src/node/compile-hints"

type BannerOptions = { banner: string; raw: boolean; test: RegExp; stage: number }

/** A stand-in for the part of webpack's Compiler the plugin uses, recording the banner it adds. */
const applyToFakeCompiler = () => {
  const banners: BannerOptions[] = []
  const applied: unknown[] = []
  const compiler = {
    webpack: {
      BannerPlugin: class {
        constructor(readonly options: BannerOptions) {
          banners.push(options)
        }
        apply(target: unknown) {
          applied.push(target)
        }
      },
      Compilation: { PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: 400 },
    },
  }
  new CompileHintsPlugin().apply(compiler)
  return { banners, applied, compiler }
}

describe("CompileHintsPlugin", () => {
  it("is V8's comment for compiling every function of a script eagerly", () => {
    expect(compileHintComment).toBe("//# allFunctionsCalledOnLoad")
  })

  it("adds the comment, as it is, on the first line of every JavaScript file", () => {
    const { banners, applied, compiler } = applyToFakeCompiler()
    expect(banners).toEqual([expect.objectContaining({ banner: compileHintComment, raw: true })])
    expect(applied).toEqual([compiler])
    const [{ test }] = banners
    expect(test.test("framework-0123abcd.js")).toBe(true)
    expect(test.test("framework-0123abcd.js.map")).toBe(false)
    expect(test.test("styles.css")).toBe(false)
  })

  it("adds it after minification, which would strip it, and before the source maps are written", () => {
    const [{ stage }] = applyToFakeCompiler().banners
    expect(stage).toBeGreaterThan(400) // after PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE (Terser)
    expect(stage).toBeLessThan(500) // before PROCESS_ASSETS_STAGE_DEV_TOOLING (source maps)
  })
})
