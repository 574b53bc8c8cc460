/**
 * The listing every buy link opens: production needs the real Amazon.ca product page,
 * and GATSBY_LISTING_TAGS gives each placement its own Amazon Attribution parameters.
 *
 * @jest-environment node
 */
import type { PreInitArgs } from "gatsby"
import * as gatsbyNode from "../../gatsby-node"
import {
  isAmazonCaProductUrl,
  parseListingTags,
  placeholderListingUrl,
  resolveListing,
  withListingTag,
} from "../../src/lib/listing"

// gatsby-node.ts is imported whole below, for its onPreInit; this hook's module loads the ESM-only
// MDX compiler, which Jest cannot load, and no test here runs it.
jest.mock("../../src/node/create-schema-customization", () => ({}))

const product = "https://www.amazon.ca/LumaSculpt-Face-Massager/dp/B0ABCDE123"

describe("resolveListing", () => {
  it("refuses a production build without GATSBY_LISTING_URL, saying what to set", () => {
    expect(() => resolveListing({ CONTEXT: "production" })).toThrow(
      /GATSBY_LISTING_URL is not set\..*Set GATSBY_LISTING_URL to the product's Amazon\.ca page/,
    )
  })

  it.each([
    placeholderListingUrl,
    "https://www.amazon.com/dp/B0ABCDE123",
    "http://www.amazon.ca/dp/B0ABCDE123",
    "https://www.amazon.ca/dp/123",
    "not a url",
  ])("refuses a production build whose listing is not an Amazon.ca product page: %s", (url) => {
    expect(() => resolveListing({ CONTEXT: "production", GATSBY_LISTING_URL: url })).toThrow(
      /GATSBY_LISTING_URL is not an Amazon\.ca product URL/,
    )
  })

  it("accepts the product page in production", () => {
    expect(resolveListing({ CONTEXT: "production", GATSBY_LISTING_URL: product })).toEqual({
      url: product,
      tags: {},
      warnings: [],
    })
  })

  it.each(["deploy-preview", "branch-deploy", undefined])(
    "lets a %s build use the placeholder search, with a warning",
    (context) => {
      const { url, warnings } = resolveListing({ CONTEXT: context })
      expect(url).toBe(placeholderListingUrl)
      expect(warnings).toEqual([expect.stringMatching(/GATSBY_LISTING_URL is not set/)])
    },
  )
})

describe("isAmazonCaProductUrl", () => {
  it.each([
    product,
    "https://amazon.ca/dp/B0ABCDE123",
    "https://www.amazon.ca/gp/product/B0ABCDE123/?th=1",
  ])("accepts %s", (url) => expect(isAmazonCaProductUrl(url)).toBe(true))
})

describe("GATSBY_LISTING_TAGS", () => {
  it("maps each placement to its query string", () => {
    expect(
      parseListingTags(
        '{"hero":"maas=maas_adg_1&ref_=aa_maas&tag=maas","blog":"?maas=maas_adg_5"}',
      ),
    ).toEqual({ hero: "maas=maas_adg_1&ref_=aa_maas&tag=maas", blog: "maas=maas_adg_5" })
  })

  it("fails on malformed JSON, naming the variable", () => {
    expect(() => parseListingTags("{hero: maas}")).toThrow(/^GATSBY_LISTING_TAGS is not valid JSON/)
  })

  it("fails on an unknown placement, naming the variable and the placement", () => {
    expect(() => parseListingTags('{"header":"maas=1"}')).toThrow(
      /^GATSBY_LISTING_TAGS names an unknown placement "header".*hero, rating, carousel, video, routine, faq, blog/,
    )
  })

  it.each(['["maas=1"]', '{"hero":42}', '{"hero":"no query here"}'])(
    "fails on %s, naming the variable",
    (json) => expect(() => parseListingTags(json)).toThrow(/^GATSBY_LISTING_TAGS /),
  )

  it("adds a placement's parameters to the listing URL, replacing same-named ones", () => {
    expect(withListingTag(`${product}?tag=old&th=1`, "maas=maas_adg_1&ref_=aa_maas&tag=maas")).toBe(
      `${product}?tag=maas&th=1&maas=maas_adg_1&ref_=aa_maas`,
    )
    expect(withListingTag(product, undefined)).toBe(product)
  })
})

// What the build runs first is gatsby-node.ts's onPreInit: Gatsby calls it as soon as the plugins
// are loaded, before it sources a file or builds a page, and its reporter.panic ends the build
// there with a non-zero exit. That part is Gatsby's, and every `npm run build` goes through it; a
// real `gatsby build` here cost half a minute (compiling gatsby-config.ts and gatsby-node.ts) to
// watch it. Ours is what gatsby-node.ts hands Gatsby as onPreInit, so that is what runs here, with
// a reporter that records what the build would print.
describe("a production build without a listing", () => {
  const onPreInitWith = (env: NodeJS.ProcessEnv) => {
    const reporter = { panic: jest.fn(), warn: jest.fn() }
    const saved = process.env
    process.env = env
    try {
      gatsbyNode.onPreInit?.({ reporter } as unknown as PreInitArgs, { plugins: [] }, () => {})
    } finally {
      process.env = saved
    }
    return reporter
  }

  it("stops at its first step (onPreInit) with the message naming GATSBY_LISTING_URL", () => {
    const { panic, warn } = onPreInitWith({ CONTEXT: "production" })
    expect(panic).toHaveBeenCalledTimes(1)
    expect(panic).toHaveBeenCalledWith(
      expect.stringMatching(/^GATSBY_LISTING_URL is not set\. A production build must link/),
    )
    expect(warn).not.toHaveBeenCalled()
  })

  it("goes on in a deploy preview, warning once with the same variable's name", () => {
    const { panic, warn } = onPreInitWith({ CONTEXT: "deploy-preview" })
    expect(panic).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^GATSBY_LISTING_URL is not set\./))
  })
})
