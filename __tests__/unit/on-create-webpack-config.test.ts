/** @jest-environment node */
import type { CreateWebpackConfigArgs } from "gatsby"
import { buildYear, siteUrl } from "../../src/data/site"
import { onCreateWebpackConfig } from "../../src/node/on-create-webpack-config"

const run = (stage: string) => {
  const setWebpackConfig = jest.fn()
  const define = jest.fn((definitions: Record<string, string>) => ({ definitions }))
  const args = { stage, actions: { setWebpackConfig }, plugins: { define } }
  onCreateWebpackConfig(args as unknown as CreateWebpackConfigArgs)
  return setWebpackConfig.mock.calls.map(([config]) => config)
}

describe("onCreateWebpackConfig", () => {
  it.each(["build-javascript", "develop"])(
    "gives the %s (browser) bundles the origin and year this build computed",
    (stage) => {
      expect(run(stage)).toEqual([
        {
          plugins: [
            {
              definitions: {
                "process.env.URL": JSON.stringify(siteUrl),
                "process.env.BUILD_YEAR": JSON.stringify(String(buildYear)),
              },
            },
          ],
        },
      ])
    },
  )

  it.each(["build-html", "develop-html"])(
    "leaves the %s (server render) bundle to read the environment itself",
    (stage) => {
      expect(run(stage)).toEqual([])
    },
  )
})
