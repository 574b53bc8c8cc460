/**
 * The listing every buy link opens (issue 14): production needs the real Amazon.ca product page,
 * and GATSBY_LISTING_TAGS gives each placement its own Amazon Attribution parameters.
 */
import { execFile } from "child_process"
import path from "path"
import { promisify } from "util"
import {
  isAmazonCaProductUrl,
  parseListingTags,
  placeholderListingUrl,
  resolveListing,
  withListingTag,
} from "../../src/lib/listing"

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
      /^GATSBY_LISTING_TAGS names an unknown placement "header".*hero, rating, carousel, video, faq, blog/,
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

describe("a production build without a listing", () => {
  it("stops at its first step with the message naming GATSBY_LISTING_URL", async () => {
    const root = path.join(__dirname, "../..")
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      CONTEXT: "production",
      GATSBY_TELEMETRY_DISABLED: "1",
    }
    delete env.GATSBY_LISTING_URL
    const build = promisify(execFile)(process.execPath, [require.resolve("gatsby/cli"), "build"], {
      cwd: root,
      env,
    })
    const failure = await build.then(
      () => null,
      (error: { code: number; stdout: string; stderr: string }) => error,
    )
    expect(failure).not.toBeNull()
    expect(failure?.code).not.toBe(0)
    const output = `${failure?.stdout}${failure?.stderr}`
    expect(output).toMatch(/GATSBY_LISTING_URL is not set\. A production build must link/)
    expect(output).toMatch(/not finished onPreInit/)
    expect(output).not.toMatch(/source and transform nodes|Building production JavaScript/)
  }, 120_000)
})
