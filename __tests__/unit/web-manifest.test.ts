/** @jest-environment node */
// A French visitor who adds the site to the home screen gets
// the French manifest. Which <link rel="manifest"> a page gets is decided by gatsby-plugin-manifest's
// own server render, run here with the site's options; the build test
// (__tests__/build/editions.test.ts) reads the links and files the build wrote.
import type { ReactElement } from "react"
import type { GatsbySSR } from "gatsby"
import config from "../../gatsby-config"
import { localeSettings } from "../../src/data/locale"
import { localeOfPath, localizedRoutes } from "../../src/data/routes"
import { brand } from "../../src/data/site"
import { siteRoutes } from "../support/routes"

type ManifestOptions = Record<string, unknown> & {
  localize?: Record<string, unknown>[]
}

const { onRenderBody } = jest.requireActual<{
  onRenderBody: NonNullable<GatsbySSR["onRenderBody"]>
}>("gatsby-plugin-manifest/gatsby-ssr")

const manifestOptions = (): ManifestOptions => {
  const plugin = config.plugins?.find(
    (entry) => typeof entry === "object" && entry.resolve === "gatsby-plugin-manifest",
  )
  if (!plugin || typeof plugin !== "object")
    throw new Error("gatsby-plugin-manifest is not configured")
  return plugin.options as ManifestOptions
}

/** The href of the manifest link the plugin puts in the head of the page at `pathname`. */
const manifestLinkFor = (pathname: string): string | undefined => {
  const head: ReactElement[] = []
  const setHeadComponents = (components: ReactElement[]) => head.push(...components)
  onRenderBody(
    { pathname, setHeadComponents } as unknown as Parameters<typeof onRenderBody>[0],
    manifestOptions() as unknown as Parameters<typeof onRenderBody>[1],
  )
  const link = head.find((element) => (element.props as { rel?: string }).rel === "manifest")
  return (link?.props as { href?: string } | undefined)?.href
}

/** Every page of both editions, the not-found pages included (unknown paths are served those). */
const routes = [
  ...siteRoutes.filter(({ kind }) => kind !== "unknown").map(({ path }) => path),
  localizedRoutes.en.notFound,
  localizedRoutes.fr.notFound,
  localizedRoutes.en.blogNotFound,
  localizedRoutes.fr.blogNotFound,
  "/404.html",
]

describe("the web manifests", () => {
  it.each(routes.filter((route) => localeOfPath(route) === "fr").map((route) => [route]))(
    "%s links the French manifest",
    (route) => {
      expect(manifestLinkFor(route)).toBe(`/manifest_${localeSettings.fr.lang}.webmanifest`)
    },
  )

  it.each(routes.filter((route) => localeOfPath(route) === "en").map((route) => [route]))(
    "%s links the English manifest",
    (route) => {
      expect(manifestLinkFor(route)).toBe("/manifest.webmanifest")
    },
  )

  it("describes the French app in French and starts it on the French home page", () => {
    const [french, ...others] = manifestOptions().localize ?? []
    expect(others).toEqual([])
    expect(french).toMatchObject({ lang: "fr-CA", start_url: "/fr/", short_name: brand.name })
    expect(french.name).toMatch(/^Appareil de massage facial/)
    expect(french.name).not.toBe(brand.productName)
    expect(french.description).not.toBe(brand.description)
    // No English words of the English manifest's name or description.
    for (const text of [french.name, french.description])
      expect(String(text)).not.toMatch(/\b(?:red|light|therapy|face|massager|cooling|combines)\b/i)
  })

  it("keeps the English manifest in English, starting on the English home page", () => {
    expect(manifestOptions()).toMatchObject({
      lang: "en-CA",
      start_url: "/",
      name: brand.productName,
    })
  })
})
