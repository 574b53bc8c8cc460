/**
 * The facts a buyer weighs beside the button, from the owner's register (content/business.yaml):
 * the product facts block, and the rules that keep a price, an offer and its urgency honest. Each
 * rule is tried on both sides of its limit and names the file and the key when it refuses.
 */
import { readFileSync } from "node:fs"
import { render, screen, within } from "../support/render"
import { repositoryRegister, useRegister } from "../support/business"
import { ProductFacts } from "../../src/components/home/product-facts"
import { offerDaysInWorstWindow, type Business } from "../../src/business/node/schema"
import { buildDay } from "../../src/business/node/build-day"
import { parseRegister, registerPath } from "../../src/business/node/register"

const yaml = readFileSync(registerPath, "utf8")
const withFacts = (facts: Partial<Business>): Business => ({ ...repositoryRegister, ...facts })

/** The register's text with offers appended, as the owner would add them. */
const withOffers = (
  ...offers: { startsOn: string; endsOn: string; label?: string; termsUrl?: string }[]
): string =>
  [
    yaml,
    "offers:",
    ...offers.flatMap(({ startsOn, endsOn, label = "15% off", termsUrl }) => [
      `  - label: { en: "${label}", fr: "15 % de rabais" }`,
      "    details: { en: 15% off with the coupon, fr: 15 % de rabais avec le coupon }",
      `    startsOn: ${startsOn}`,
      `    endsOn: ${endsOn}`,
      `    termsUrl: ${termsUrl ?? "https://www.amazon.ca/promotion-terms"}`,
    ]),
  ].join("\n")

const problemsOf = (source: string): string => {
  try {
    parseRegister(source)
    return ""
  } catch (error) {
    return (error as Error).message
  }
}

describe("the product facts on the home page", () => {
  it("lists each fact the register holds, in both editions", () => {
    const { unmount } = render(<ProductFacts />)
    const facts = screen.getByRole("region", { name: "Product facts" })
    const term = (name: string) => within(facts).getByText(name, { selector: "dt" })
    const value = (name: string) => term(name).nextElementSibling
    expect(value("Warranty")).toHaveTextContent(
      "12-month warranty from LumaSculpt Beauty Inc. (Warranty terms (opens in a new tab))",
    )
    expect(
      within(value("In the box") as HTMLElement)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["LumaSculpt device", "USB-C charging cable", "User guide in English and French"])
    expect(value("Gel")).toHaveTextContent("Not included: use a water-based gel of your choice")
    expect(value("Charging and battery")).toHaveTextContent(
      "USB-C; about 2 h to a full charge, about 60 minutes of use per charge",
    )
    expect(value("Electrical safety")).toHaveTextContent("cETLus certification mark")
    expect(value("LED wavelengths")).toHaveTextContent(
      "Red 630 nm · Orange 605 nm · Green 520 nm · Blue 465 nm",
    )
    expect(value("Current")).toHaveTextContent("EMS (electrical muscle stimulation)")
    unmount()
    render(<ProductFacts />, { locale: "fr" })
    const french = screen.getByRole("region", { name: "Caractéristiques du produit" })
    expect(within(french).getByText("Dans la boîte")).toBeInTheDocument()
    expect(french).toHaveTextContent("Électrostimulation musculaire (EMS)")
    expect(french).toHaveTextContent("Garantie de 12 mois offerte par Beauté LumaSculpt inc.")
  })

  it("shows a fact only while the register holds it, and no section without any", () => {
    const product = repositoryRegister.product
    if (!product) throw new Error("the sample register holds product facts")
    useRegister(
      withFacts({ product: { ...product, gel: "included", warranty: null, inTheBox: null } }),
    )
    const { unmount } = render(<ProductFacts />)
    expect(screen.getByText("Gel").nextElementSibling).toHaveTextContent(/^Included$/)
    expect(screen.queryByText("Warranty")).not.toBeInTheDocument()
    expect(screen.queryByText("In the box")).not.toBeInTheDocument()
    unmount()
    useRegister(withFacts({ product: null }))
    const { container } = render(<ProductFacts />)
    expect(container).toBeEmptyDOMElement()
  })

  it.each([
    ["marketplace", "12-month warranty from Amazon.ca"],
    ["Shenzhen Maker Co.", "12-month warranty from Shenzhen Maker Co."],
  ])("names who gives the warranty: %s", (givenBy, said) => {
    const product = repositoryRegister.product
    if (!product?.warranty) throw new Error("the sample register holds a warranty")
    useRegister(withFacts({ product: { ...product, warranty: { ...product.warranty, givenBy } } }))
    render(<ProductFacts />)
    expect(screen.getByText("Warranty").nextElementSibling).toHaveTextContent(said)
  })
})

describe("the register's product facts, as the build reads them", () => {
  it.each([
    ["gel: sold-separately", "gel: maybe", "product.gel"],
    ["current: ems", "current: tens", "product.current"],
    ["    red: 630", "    red: 1200", "product.ledWavelengths.red"],
    ["    red: 630", "    red: 379", "product.ledWavelengths.red"],
    ["    months: 12", "    months: 0", "product.warranty.months"],
    ["    hoursToCharge: 2", "    hoursToCharge: soon", "product.charging.hoursToCharge"],
    ["listingSeller: seller", "listingSeller: ''", "listingSeller"],
  ])("refuses %s changed to %s, naming the key", (from, to, key) => {
    expect(yaml).toContain(from)
    expect(problemsOf(yaml.replace(from, to))).toMatch(
      new RegExp(
        `^${registerPath.replace(".", "\\.")} has 1 problem\\(s\\):\\n  ${key.replace(/\./g, "\\.")}: `,
      ),
    )
  })

  it("takes wavelengths at the ends of the range", () => {
    expect(problemsOf(yaml.replace("    red: 630", "    red: 1000"))).toBe("")
    expect(problemsOf(yaml.replace("    red: 630", "    red: 380"))).toBe("")
  })
})

describe("offers, as the build reads them", () => {
  it("last at most 21 days, counting both ends", () => {
    expect(problemsOf(withOffers({ startsOn: "2027-01-01", endsOn: "2027-01-21" }))).toBe("")
    expect(problemsOf(withOffers({ startsOn: "2027-01-01", endsOn: "2027-01-22" }))).toMatch(
      /^ {2}offers\.0\.endsOn: must end at most 21 days after it starts/m,
    )
  })

  it("that urge buyers to hurry must end within 14 days of their start", () => {
    const urgent = { label: "Limited time: 15% off" }
    expect(
      problemsOf(withOffers({ ...urgent, startsOn: "2027-01-01", endsOn: "2027-01-14" })),
    ).toBe("")
    expect(
      problemsOf(withOffers({ ...urgent, startsOn: "2027-01-01", endsOn: "2027-01-15" })),
    ).toMatch(/^ {2}offers\.0\.endsOn: uses urgency words/m)
    expect(
      problemsOf(
        withOffers({ label: "Last chance", startsOn: "2027-01-01", endsOn: "2027-01-15" }),
      ),
    ).toMatch(/urgency words/)
    // Words that urge nothing leave the 21-day limit alone.
    expect(problemsOf(withOffers({ startsOn: "2027-01-01", endsOn: "2027-01-21" }))).toBe("")
  })

  it("link their terms on amazon.ca or this site, nowhere else", () => {
    const at = (termsUrl: string) =>
      problemsOf(withOffers({ startsOn: "2027-01-01", endsOn: "2027-01-07", termsUrl }))
    expect(at("https://www.amazon.ca/promotion-terms")).toBe("")
    expect(at("https://amazon.ca/promotion-terms")).toBe("")
    expect(at("https://lumasculpt.netlify.app/offer-terms/")).toBe("")
    expect(at("https://www.amazon.com/promotion-terms")).toMatch(
      /^ {2}offers\.0\.termsUrl: must be a page on amazon\.ca or on this site/m,
    )
    expect(at("https://amazon.ca.example.com/terms")).toMatch(/offers\.0\.termsUrl/)
  })

  it("cover less than half of any 180 days", () => {
    // The 30-day gap between offers already keeps them to 84 of 180 days; the window is counted
    // on its own too, so a shorter gap can never make an offer's price the ordinary one.
    const fourOffers = [
      { startsOn: "2027-01-01", endsOn: "2027-01-21" },
      { startsOn: "2027-02-01", endsOn: "2027-02-21" },
      { startsOn: "2027-03-01", endsOn: "2027-03-21" },
      { startsOn: "2027-04-01", endsOn: "2027-04-21" },
    ]
    const withFifth = (endsOn: string) =>
      offerDaysInWorstWindow([...fourOffers, { startsOn: "2027-05-01", endsOn }])
    expect(withFifth("2027-05-05")).toEqual({ days: 89, index: 4, end: "2027-05-05" })
    expect(withFifth("2027-05-06")).toEqual({ days: 90, index: 4, end: "2027-05-06" })
    // Offers 180 days apart never share a window.
    expect(
      offerDaysInWorstWindow([
        { startsOn: "2027-01-01", endsOn: "2027-01-21" },
        { startsOn: "2027-07-20", endsOn: "2027-08-09" },
      ])?.days,
    ).toBe(21)
    expect(offerDaysInWorstWindow([])).toBeNull()
  })
})

describe("the build's day", () => {
  it("is today in Toronto unless the test suite pins it, and a production build refuses the pin", () => {
    expect(buildDay({}, new Date("2026-12-01T04:30:00Z"))).toBe("2026-11-30")
    expect(buildDay({ BUILD_DAY: "2026-11-29" })).toBe("2026-11-29")
    expect(() => buildDay({ BUILD_DAY: "2026-11-29", CONTEXT: "production" })).toThrow(
      /BUILD_DAY is set to 2026-11-29: a production build takes today's date/,
    )
    expect(() => buildDay({ BUILD_DAY: "2026-02-30" })).toThrow(/YYYY-MM-DD/)
  })
})
