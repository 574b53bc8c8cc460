/**
 * @jest-environment node
 *
 * Where a reader finishes, the built pages end with the product card: every article in both
 * editions, the guarantee pages and the subscription confirmations. The card is static HTML made
 * at build time, so it must be in the served page itself, whole: its heading, the register's
 * price and rating, and a buy button that opens the listing in a new tab.
 */
import { fileForRoute, parseHtml, readPublicFile } from "./support"
import { siteRoutes } from "../support/routes"

const finishing = siteRoutes.filter(
  ({ kind, path: route }) =>
    kind === "article" ||
    ["/guarantee/", "/fr/garantie/", "/subscribed/", "/fr/abonnement-confirme/"].includes(route),
)

const cardOf = (route: string) => {
  const page = parseHtml(readPublicFile(fileForRoute(route)))
  const section = page
    .querySelectorAll("section[aria-labelledby^=product-card-]")
    .find((candidate) => candidate.closest("main"))
  return { page, section }
}

describe("the product card where a reader finishes", () => {
  it("is on every article, guarantee and confirmation page of both editions", () => {
    expect(finishing.filter(({ kind }) => kind === "article").length).toBeGreaterThanOrEqual(10)
    expect(finishing.length).toBeGreaterThanOrEqual(14)
  })

  it.each(finishing.map(({ path: route }) => route))("%s ends with it, whole", (route) => {
    const { page, section } = cardOf(route)
    expect(section).toBeDefined()
    const french = route.startsWith("/fr/")
    const heading = page.getElementById(section!.getAttribute("aria-labelledby")!)
    expect(heading?.text).toMatch(
      french
        ? /^(De LumaSculpt|Envie de l'essayer\u202f\?)$/
        : /^(From LumaSculpt|Ready to try it\?)$/,
    )
    expect(section!.text).toMatch(french ? /129,99\u00a0\$/ : /\$129\.99/)
    expect(section!.text).toMatch(french ? /4,8 sur 5/ : /4\.8 out of 5/)
    const buy = section!.querySelector("a[data-buy-button]")
    expect(buy?.getAttribute("target")).toBe("_blank")
    expect(buy?.getAttribute("rel")).toBe("noopener noreferrer")
    expect(buy?.getAttribute("href")).toMatch(/^https:\/\/www\.amazon\.ca\//)
  })
})
