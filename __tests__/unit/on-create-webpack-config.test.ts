/** @jest-environment node */
import path from "path"
import type { CreateWebpackConfigArgs } from "gatsby"
import { buildYear, siteUrl } from "../../src/data/site"
import {
  emotionPropTestRule,
  onCreateWebpackConfig,
  toBrowserTwin,
} from "../../src/node/on-create-webpack-config"
import { CompileHintsPlugin } from "../../src/node/compile-hints"

const run = (stage: string) => {
  const setWebpackConfig = jest.fn()
  const define = jest.fn((definitions: Record<string, string>) => ({ definitions }))
  const normalModuleReplacement = jest.fn((pattern: RegExp, replace: unknown) => ({
    pattern,
    replace,
  }))
  const args = {
    stage,
    actions: { setWebpackConfig },
    plugins: { define, normalModuleReplacement },
  }
  onCreateWebpackConfig(args as unknown as CreateWebpackConfigArgs)
  return setWebpackConfig.mock.calls.map(([config]) => config)
}

const homeComponents = path.resolve(__dirname, "../../src/components/home")

/** What a browser bundle resolves `request`, imported from a file in `context`, to. */
const resolvedInBrowser = (request: string, context = homeComponents) => {
  const resource = { request, context }
  toBrowserTwin(resource)
  return resource.request
}

describe("onCreateWebpackConfig", () => {
  const browserPlugins = [
    {
      definitions: {
        "process.env.URL": JSON.stringify(siteUrl),
        "process.env.BUILD_YEAR": JSON.stringify(String(buildYear)),
      },
    },
    { pattern: /^\./, replace: toBrowserTwin },
  ]
  const browserResolve = {
    alias: {
      "resize-observer-polyfill$": path.resolve(
        __dirname,
        "../../src/lib/native-resize-observer.ts",
      ),
    },
  }

  it("gives the production browser bundles the origin and year this build computed, the browser twins and the compile hints", () => {
    expect(run("build-javascript")).toEqual([
      expect.objectContaining({
        plugins: [...browserPlugins, expect.any(CompileHintsPlugin)],
      }),
    ])
  })

  it("gives the develop bundles the origin and year and the browser twins, without compile hints", () => {
    expect(run("develop")).toEqual([expect.objectContaining({ plugins: browserPlugins })])
  })

  it.each(["build-javascript", "develop"])(
    "gives the %s (browser) bundles the browser's own ResizeObserver instead of react-slick's polyfill",
    (stage) => {
      expect(run(stage)).toEqual([expect.objectContaining({ resolve: browserResolve })])
    },
  )

  it.each(["build-javascript", "develop"])(
    "gives emotion's styled elements in the %s (browser) bundles the site's prop test, and only them",
    (stage) => {
      expect(run(stage)).toEqual([
        expect.objectContaining({ module: { rules: [emotionPropTestRule] } }),
      ])
      const { test, resolve } = emotionPropTestRule
      expect(
        test.test("/app/node_modules/@emotion/styled/base/dist/emotion-styled-base.esm.js"),
      ).toBe(true)
      expect(test.test("/app/node_modules/@emotion/react/dist/emotion-react.esm.js")).toBe(false)
      expect(test.test("/app/src/lib/is-prop-valid.ts")).toBe(false)
      expect(resolve.alias).toEqual({
        "@emotion/is-prop-valid$": path.resolve(__dirname, "../../src/lib/is-prop-valid.ts"),
      })
    },
  )

  it("puts no node_modules file in a chunk of its own for its size in the production bundles", () => {
    expect(run("build-javascript")).toEqual([
      {
        plugins: [...browserPlugins, expect.any(CompileHintsPlugin)],
        resolve: browserResolve,
        module: { rules: [emotionPropTestRule] },
        optimization: { splitChunks: { cacheGroups: { lib: false } } },
      },
    ])
  })

  it("leaves the develop bundles' chunks as Gatsby splits them", () => {
    expect(run("develop")).toEqual([
      {
        plugins: browserPlugins,
        resolve: browserResolve,
        module: { rules: [emotionPropTestRule] },
      },
    ])
  })

  it.each(["build-html", "develop-html"])(
    "leaves the %s (server render) bundle to read the environment and import the modules themselves",
    (stage) => {
      expect(run(stage)).toEqual([])
    },
  )
})

describe("browser twins", () => {
  it("give browser bundles the lazily loaded carousel in place of the one the server renders", () => {
    expect(resolvedInBrowser("./product-carousel-slot")).toBe("./product-carousel-slot.browser")
  })

  it("give browser bundles the lazily loaded newsletter box in place of the one the server renders", () => {
    const blogComponents = path.resolve(__dirname, "../../src/components/blog")
    expect(resolvedInBrowser("../newsletter/newsletter-signup-slot", blogComponents)).toBe(
      "../newsletter/newsletter-signup-slot.browser",
    )
  })

  it("leave modules without a .browser.tsx twin as they are", () => {
    expect(resolvedInBrowser("./product-carousel")).toBe("./product-carousel")
  })

  it("leave packages and modules outside src/ as they are", () => {
    expect(resolvedInBrowser("react-slick")).toBe("react-slick")
    expect(resolvedInBrowser("./product-carousel-slot", path.resolve(__dirname))).toBe(
      "./product-carousel-slot",
    )
  })
})
