/** @jest-environment node */
// Which module a browser bundle gets for an import (src/node/on-create-webpack-config.ts). The
// webpack config object itself is not compared: its effects are checked on the build's output
// (__tests__/build: budgets, compile hints) and in the browser (__tests__/e2e/hydration.spec.ts).
import path from "path"
import { toBrowserTwin } from "../../src/node/on-create-webpack-config"

const homeComponents = path.resolve(__dirname, "../../src/components/home")

/** What a browser bundle resolves `request`, imported from a file in `context`, to. */
const resolvedInBrowser = (request: string, context = homeComponents) => {
  const resource = { request, context }
  toBrowserTwin(resource)
  return resource.request
}

describe("browser twins", () => {
  it("give browser bundles the lazily loaded carousel in place of the one the server renders", () => {
    expect(resolvedInBrowser("./product-carousel-slot")).toBe("./product-carousel-slot.browser")
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
