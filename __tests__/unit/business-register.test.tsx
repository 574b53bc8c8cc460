/**
 * The owner's register, content/business.yaml: what the build accepts and refuses, and what a
 * visitor reads on the home page and beside the newsletter form when a fact changes or is absent.
 */
import * as buyEn from "../../src/data/business-copy"
import * as buyFr from "../../src/data/fr/business-copy"
import { readFileSync } from "node:fs"
import { act, render, screen, within } from "../support/render"
import { repositoryRegister, useRegister } from "../support/business"
import { Hero } from "../../src/components/home/hero"
import { Faq } from "../../src/components/home/faq"
import { Footer } from "../../src/components/layout/footer"
import { GuaranteePage } from "../../src/components/guarantee/guarantee-page"
import { ConsentNotice } from "../../src/components/newsletter/consent-notice"
import { homeJsonLd } from "../../src/components/seo/home-structured-data"
import * as homeEn from "../../src/data/home"
import * as homeFr from "../../src/data/fr/home"
import { newsletterCopy as newsletterEn } from "../../src/data/newsletter"
import { newsletterCopy as newsletterFr } from "../../src/data/fr/newsletter"
import { listingUrl } from "../../src/data/site"
import { faqItemsFor } from "../../src/lib/faq-items"
import { formatMessage } from "../../src/lib/format-message"
import { factsAtBuild, isOfferLive, type Offer } from "../../src/business/facts"
import { todayInOfferZone } from "../../src/business/days"
import { guaranteeTermsUrl, type Business } from "../../src/business/node/schema"
import { judgeRegister, parseRegister, registerPath } from "../../src/business/node/register"
import { sourceNodes } from "../../src/node/source-nodes"

const yaml = readFileSync(registerPath, "utf8")

/** The repository's register with some values replaced, as the owner would edit the file. */
const withFacts = (facts: Partial<Business>): Business => ({ ...repositoryRegister, ...facts })

const bareRegister = withFacts({
  customers: null,
  guarantee: null,
  shipping: null,
  price: null,
  offers: [],
  healthCanadaLicence: null,
})

const offer = (startsOn: string, endsOn: string): Offer => ({
  label: { en: "15% off", fr: "15\u00a0% de rabais" },
  details: {
    en: "15% off the listed price with the coupon on the listing",
    fr: "15\u00a0% de rabais sur le prix affiché avec le coupon de la fiche",
  },
  startsOn,
  endsOn,
  termsUrl: "https://www.amazon.ca/promotion-terms",
})

/** The register's text with one more block appended, as the owner would add it. */
const withYaml = (block: string): string => `${yaml}\n${block}`

const offersYaml = (...dates: [string, string][]): string =>
  [
    "offers:",
    ...dates.flatMap(([startsOn, endsOn]) => [
      "  - label: { en: 15% off, fr: 15 % de rabais }",
      "    details: { en: 15% off with the coupon, fr: 15 % de rabais avec le coupon }",
      `    startsOn: ${startsOn}`,
      `    endsOn: ${endsOn}`,
      "    termsUrl: https://www.amazon.ca/promotion-terms",
    ]),
  ].join("\n")

const renderHero = (locale: "en" | "fr" = "en") => render(<Hero media={null} />, { locale })

describe("content/business.yaml, as the build reads it", () => {
  it("ships sample values, marked as samples", () => {
    expect(parseRegister(yaml)).toEqual(repositoryRegister)
    expect(repositoryRegister.sample).toBe(true)
  })

  it.each([
    ["a rating that is not a number", ["  value: 4.8", "  value: high"], "rating.value"],
    ["a rating above 5", ["  value: 4.8", "  value: 48"], "rating.value"],
    ["a date that is not a date", ["  asOf: 2026-11-28", "  asOf: 2026-02-30"], "rating.asOf"],
    ["a missing seller email", ["  email: info@lumasculpt.ca\n", ""], "seller.email"],
    [
      "a seller's legal name in English only",
      ["    fr: Beauté LumaSculpt inc.\n", ""],
      "seller.legalName.fr",
    ],
    [
      "a terms link that is not https",
      ["https://www.amazon.ca/gp", "http://www.amazon.ca/gp"],
      "shipping.termsUrl",
    ],
    [
      "a seller's guarantee whose terms are not its page on this site",
      [guaranteeTermsUrl, "https://www.amazon.ca/gp/help/customer/display.html"],
      "guarantee.termsUrl",
    ],
    [
      "a seller's guarantee that says how the refund is paid in English only",
      [
        "    fr: Nous remboursons le prix payé en entier, sur votre mode de paiement d'origine par l'intermédiaire d'Amazon.ca, dans les 10\u00a0jours ouvrables suivant la réception de l'appareil.\n",
        "",
      ],
      "guarantee.refund.fr",
    ],
    [
      "a guarantee given by nobody we know",
      ["  givenBy: seller\n", "  givenBy: LumaSculpt\n"],
      "guarantee.givenBy",
    ],
    [
      "a shipping statement in English only",
      ["    fr: Livraison gratuite sur les commandes admissibles passées sur Amazon.ca\n", ""],
      "shipping.statement.fr",
    ],
    ["a price with fractions of a cent", ["amount: 129.99", "amount: 129.999"], "price.amount"],
    [
      "a price vouched for more than 7 days after it was read",
      ["validUntil: 2026-12-05", "validUntil: 2026-12-06"],
      "price.validUntil",
    ],
    [
      "a price vouched for before it was read",
      ["validUntil: 2026-12-05", "validUntil: 2026-11-01"],
      "price.validUntil",
    ],
    [
      "an availability schema.org does not know",
      ["availability: InStock", "availability: Plenty"],
      "price.availability",
    ],
    ["an unknown key", ["sample: true", "sample: true\nreviews: 127"], "reviews"],
  ])("refuses %s, naming the file and the key", (_, [from, to], key) => {
    expect(yaml).toContain(from)
    expect(() => parseRegister(yaml.replace(from, to))).toThrow(
      new RegExp(
        `^${registerPath.replace(".", "\\.")} has 1 problem\\(s\\):\\n  ${key.replace(/\./g, "\\.")}: `,
      ),
    )
  })

  it("refuses an offer that does not say what it is, naming the key", () => {
    const block = offersYaml(["2026-12-01", "2026-12-31"]).replace(/\n {4}details: .*/, "")
    expect(() => parseRegister(withYaml(block))).toThrow(/^ {2}offers\.0\.details: is missing$/m)
  })

  it("refuses an offer that starts 30 days or less after the last one ended, and takes 31", () => {
    expect(() =>
      parseRegister(
        withYaml(offersYaml(["2026-11-01", "2026-11-15"], ["2026-12-15", "2026-12-31"])),
      ),
    ).toThrow(
      /^ {2}offers\.1\.startsOn: starts 30 day\(s\) after the previous offer ended \(2026-11-15\)/m,
    )
    const register = parseRegister(
      withYaml(offersYaml(["2026-11-01", "2026-11-15"], ["2026-12-16", "2026-12-31"])),
    )
    expect(register.offers.map(({ startsOn }) => startsOn)).toEqual(["2026-11-01", "2026-12-16"])
  })

  it("refuses an offer that ends before it starts", () => {
    expect(() => parseRegister(withYaml(offersYaml(["2026-12-31", "2026-12-01"])))).toThrow(
      /^ {2}offers\.0\.startsOn: must start on or before endsOn$/m,
    )
  })

  it("takes a guarantee that is only the marketplace's return window, with the marketplace's terms", () => {
    const start = yaml.indexOf("guarantee:\n")
    const end = yaml.indexOf("\n# Optional: the shipping")
    const marketplace = [
      "guarantee:",
      "  givenBy: marketplace",
      "  days: 30",
      "  termsUrl: https://www.amazon.ca/returns",
      "",
    ].join("\n")
    const register = parseRegister(`${yaml.slice(0, start)}${marketplace}${yaml.slice(end)}`)
    expect(register.guarantee).toEqual({
      givenBy: "marketplace",
      days: 30,
      termsUrl: "https://www.amazon.ca/returns",
    })
  })

  it("stops a production build of the sample register, naming the file and the key", () => {
    const { errors } = judgeRegister(repositoryRegister, {
      context: "production",
      today: "2026-11-29",
    })
    expect(errors).toEqual([expect.stringMatching(/^content\/business\.yaml: sample: /)])
  })

  it("stops a production build when the rating is more than 120 days old", () => {
    const owners = withFacts({ sample: false })
    expect(judgeRegister(owners, { context: "production", today: "2027-03-28" }).errors).toEqual([])
    expect(judgeRegister(owners, { context: "production", today: "2027-03-29" }).errors).toEqual([
      expect.stringMatching(/^content\/business\.yaml: rating\.asOf: .*121 days ago/),
    ])
  })

  it("lets a rebuild started by the build hook go on with a stale rating, leaving it out of every page", () => {
    const owners = withFacts({ sample: false })
    const judged = judgeRegister(owners, {
      context: "production",
      today: "2027-03-29",
      hook: "Offer or price dates changed",
    })
    expect(judged.errors).toEqual([])
    expect(judged.warnings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^content\/business\.yaml: rating\.asOf: .*121 days ago.*no page shows it/,
        ),
      ]),
    )
    expect(factsAtBuild(owners, "2027-03-28").ratingAtBuild).toEqual(owners.rating)
    expect(factsAtBuild(owners, "2027-03-29").ratingAtBuild).toBeNull()
    useRegister(owners, "2027-03-29")
    const { container } = renderHero()
    expect(container).not.toHaveTextContent(/out of 5|ratings on Amazon/)
    expect(container).not.toHaveTextContent(/Price and rating read/)
  })

  it("lets previews and local builds go on, with a warning for each problem", () => {
    const { errors, warnings } = judgeRegister(repositoryRegister, {
      context: "deploy-preview",
      today: "2027-06-01",
    })
    expect(errors).toEqual([])
    expect(warnings).toEqual([
      expect.stringMatching(/^content\/business\.yaml: sample: /),
      expect.stringMatching(/^content\/business\.yaml: rating\.asOf: /),
      expect.stringMatching(/^content\/business\.yaml: price\.validUntil: 2026-12-05 has passed/),
    ])
  })

  it("drops a price past its last day from the page, with a warning that does not stop production", () => {
    const owners = withFacts({ sample: false })
    const { errors, warnings } = judgeRegister(owners, {
      context: "production",
      today: "2027-01-01",
    })
    expect(errors).toEqual([])
    expect(warnings).toEqual([expect.stringMatching(/price\.validUntil: .* has passed/)])
    expect(factsAtBuild(owners, "2026-12-05").priceAtBuild).toEqual(owners.price)
    expect(factsAtBuild(owners, "2026-12-06").priceAtBuild).toBeNull()
  })

  it("a production build of the repository stops at sourcing; a filled-in register builds", () => {
    const reporter = { panic: jest.fn(), warn: jest.fn() }
    const actions = { createNode: jest.fn() }
    const args = {
      actions,
      reporter,
      createContentDigest: () => "digest",
    } as unknown as Parameters<NonNullable<typeof sourceNodes>>[0]
    const context = process.env.CONTEXT
    try {
      process.env.CONTEXT = "production"
      void sourceNodes?.(args, { plugins: [] }, () => {})
      expect(reporter.panic).toHaveBeenCalledWith(
        expect.stringMatching(/^content\/business\.yaml: sample: /),
      )
      expect(actions.createNode).not.toHaveBeenCalled()

      process.env.CONTEXT = "deploy-preview"
      void sourceNodes?.(args, { plugins: [] }, () => {})
      expect(actions.createNode).toHaveBeenCalledWith(
        expect.objectContaining({ id: "business-register", rating: repositoryRegister.rating }),
      )
    } finally {
      if (context === undefined) delete process.env.CONTEXT
      else process.env.CONTEXT = context
    }
  })
})

describe("the rating, from the register", () => {
  it("reads '4.8 out of 5 · 127 ratings on Amazon.ca', linked to the listing", () => {
    renderHero()
    const line = screen.getByText(/out of 5/).closest("p")
    expect(line).toHaveTextContent(
      /^★★★★★4\.8 out of 5 · 127 ratings on Amazon\.ca \(opens in a new tab\)$/,
    )
    const link = within(line as HTMLElement).getByRole("link", {
      name: /127 ratings on Amazon\.ca/,
    })
    expect(link).toHaveAttribute("href", listingUrl)
    expect(link).toHaveAttribute("target", "_blank")
  })

  it("reads « 4,8 sur 5 · 127 évaluations sur Amazon.ca » in French", () => {
    renderHero("fr")
    expect(screen.getByText(/sur 5/).closest("p")).toHaveTextContent(
      /^★★★★★4,8 sur 5 · 127 évaluations sur Amazon\.ca \(s'ouvre dans un nouvel onglet\)$/,
    )
  })

  it("follows the register: a new figure and date show on both home pages, never in the JSON-LD", () => {
    const rating = { value: 4.6, count: 1204, asOf: "2027-01-15" }
    useRegister(withFacts({ rating }))
    renderHero()
    expect(screen.getByText(/out of 5/).closest("p")).toHaveTextContent(
      /4\.6 out of 5 · 1,204 ratings on Amazon\.ca.*, as of January 15, 2027$/,
    )
    const data = JSON.stringify(
      homeJsonLd(
        homeEn,
        [],
        { ...withFacts({ rating }), ...factsAtBuild(repositoryRegister, "2026-11-28") },
        [],
        "en",
      ),
    )
    expect(data).not.toMatch(/aggregateRating|ratingValue|1204|4\.6/)
    renderHero("fr")
    // A no-break space groups the thousands (the matcher would read it as a plain space).
    expect(screen.getByText(/sur 5/).closest("p")?.textContent).toMatch(
      /4,6 sur 5 · 1\u00a0204 évaluations.*, au 15 janvier 2027$/,
    )
  })
})

describe("the dates of the figures beside the buy button", () => {
  it("are said once when the price, the rating and the customer count were read on one day", () => {
    const { container, unmount } = renderHero()
    expect(
      screen.getByText(
        "Price and rating read on Amazon.ca, customer count from our records, as of November 28, 2026.",
      ),
    ).toBeInTheDocument()
    expect(container.textContent?.match(/November 28, 2026/g)).toHaveLength(1)
    unmount()
    renderHero("fr")
    expect(
      screen.getByText(
        "Prix et évaluation relevés sur Amazon.ca, nombre de clients tiré de nos registres, au 28 novembre 2026.",
      ),
    ).toBeInTheDocument()
  })

  it("leave the customer count out of the shared line when the register has none", () => {
    useRegister(withFacts({ customers: null }))
    renderHero()
    expect(
      screen.getByText("Price and rating read on Amazon.ca, as of November 28, 2026."),
    ).toBeInTheDocument()
  })

  it("stay with each figure when one was read on another day", () => {
    const price = repositoryRegister.price
    if (!price) throw new Error("the sample register holds a price")
    useRegister(withFacts({ price: { ...price, asOf: "2026-11-27" } }))
    const { container } = renderHero()
    expect(screen.queryByText(/read on Amazon\.ca/)).not.toBeInTheDocument()
    expect(screen.getByText(/^\$129\.99/).closest("p")).toHaveTextContent(
      "$129.99 on Amazon.ca, as of November 27, 2026",
    )
    expect(screen.getByText(/out of 5/).closest("p")).toHaveTextContent(
      /, as of November 28, 2026$/,
    )
    expect(container).toHaveTextContent("At least 10,000 customers, as of November 28, 2026")
  })
})

describe("the price, from the register", () => {
  it("shows the price beside the buy button in each edition's format", () => {
    const { unmount } = renderHero()
    expect(screen.getByText(/^\$129\.99/).closest("p")).toHaveTextContent(
      /^\$129\.99 on Amazon\.ca$/,
    )
    unmount()
    renderHero("fr")
    // A no-break space before "$" (the matcher would read it as a plain space).
    expect(screen.getByText(/^129,99/).closest("p")?.textContent).toBe(
      "129,99\u00a0$ sur Amazon.ca",
    )
  })

  it("gives the search data a Product only while the price is vouched for", () => {
    const onDay = (day: string) =>
      homeJsonLd(
        homeEn,
        ["/static/a/01-front.jpg"],
        { ...repositoryRegister, ...factsAtBuild(repositoryRegister, day) },
        [],
        "en",
      )
    expect(onDay("2026-12-05").map((block) => block["@type"])).toEqual(["Product", "FAQPage"])
    expect(onDay("2026-12-06").map((block) => block["@type"])).toEqual(["FAQPage"])
    useRegister(repositoryRegister, "2026-12-06")
    renderHero()
    expect(screen.queryByText(/\$129\.99/)).not.toBeInTheDocument()
  })
})

describe("optional facts", () => {
  it("state the customers, shipping and guarantee with their terms", () => {
    renderHero()
    expect(screen.getByText("At least 10,000 customers")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: /^Free shipping on eligible orders/ })).toHaveAttribute(
      "href",
      repositoryRegister.shipping?.termsUrl,
    )
    expect(
      screen.getByRole("link", { name: "Try it for 30 days, or your money back" }),
    ).toHaveAttribute("href", "/guarantee/")
  })

  it.each([
    ["InStock", null],
    ["PreOrder", "Available for pre-order"],
    ["BackOrder", "On back-order"],
    ["OutOfStock", "Out of stock when read"],
  ] as const)(
    "never say 'Now Available'; beside the price, say when the listing was not in stock (%s)",
    (availability, said) => {
      const price = repositoryRegister.price
      if (!price) throw new Error("the sample register holds a price")
      useRegister(withFacts({ price: { ...price, availability } }))
      const { container } = renderHero()
      expect(container).not.toHaveTextContent(/Now Available|available in Canada/i)
      const priceLine = screen.getByText(/^\$129\.99/).closest("p")
      if (said) expect(priceLine).toHaveTextContent(`· ${said}`)
      else expect(priceLine).toHaveTextContent(/^\$129\.99 on Amazon\.ca$/)
    },
  )

  it("say who sells it, with the city, while the register says the seller sells on the listing", () => {
    const { unmount } = renderHero()
    expect(screen.getByText("Sold by LumaSculpt Beauty Inc., Montréal")).toBeInTheDocument()
    unmount()
    const french = renderHero("fr")
    expect(screen.getByText("Vendu par Beauté LumaSculpt inc., Montréal")).toBeInTheDocument()
    french.unmount()
    useRegister(withFacts({ seller: { ...repositoryRegister.seller, city: null } }))
    renderHero()
    expect(screen.getByText("Sold by LumaSculpt Beauty Inc.")).toBeInTheDocument()
  })

  it.each(["marketplace", "Another Trading Co.", null])(
    "say nobody sells it when the listing's seller is %s",
    (listingSeller) => {
      useRegister(withFacts({ listingSeller }))
      const { container } = renderHero()
      expect(container).not.toHaveTextContent(/Sold by/)
    },
  )

  it("word a marketplace's return window as returns, linked to the marketplace's terms", () => {
    const termsUrl = "https://www.amazon.ca/returns"
    useRegister(withFacts({ guarantee: { givenBy: "marketplace", days: 30, termsUrl } }))
    const { container } = renderHero()
    expect(
      screen.getByRole("link", { name: "30-day returns through Amazon.ca (opens in a new tab)" }),
    ).toHaveAttribute("href", termsUrl)
    expect(container).not.toHaveTextContent(/money-back/)
  })

  it("each leave their sentence out, in both languages, when the register does not hold them", () => {
    useRegister(bareRegister)
    for (const locale of ["en", "fr"] as const) {
      const { container, unmount } = renderHero(locale)
      expect(container).not.toHaveTextContent(
        /10[,\u00a0]000|shipping|livraison|guarantee|garantie|returns|retours|129|licen[cs]e|homologation/i,
      )
      expect(container).not.toHaveTextContent(/Now Available|Maintenant offert/)
      unmount()
    }
    const answers = (["en", "fr"] as const).map(
      (locale) =>
        faqItemsFor(
          (locale === "en" ? homeEn : homeFr).faqItems,
          (locale === "en" ? buyEn : buyFr).businessCopy,
          bareRegister,
          locale,
        ).find(({ question }) => /shipping|livraison/i.test(question))?.answer,
    )
    answers.forEach((answer) => expect(answer).not.toMatch(/free|gratuite|guarantee|garantie/i))
  })

  it("the shipping answer in the FAQ names who gives the guarantee and links to how to claim it", () => {
    render(
      <Faq items={faqItemsFor(homeEn.faqItems, buyEn.businessCopy, repositoryRegister, "en")} />,
    )
    expect(
      screen.getByText(/LumaSculpt Beauty Inc\. gives a 30-day money-back guarantee/),
    ).toBeInTheDocument()
    expect(
      screen.getByRole("link", { name: "How to claim the money-back guarantee" }),
    ).toHaveAttribute("href", "/guarantee/")
    const french = faqItemsFor(homeFr.faqItems, buyFr.businessCopy, repositoryRegister, "fr")
    expect(french.map(({ answer }) => answer).join(" ")).toMatch(
      /Beauté LumaSculpt inc\. offre une garantie satisfait ou remboursé de 30\u00a0jours/,
    )
  })

  it("show the Health Canada licence number in the footer only when the register holds one", () => {
    const { container, unmount } = render(<Footer />)
    expect(container).not.toHaveTextContent(/Health Canada/)
    unmount()
    useRegister(withFacts({ healthCanadaLicence: "123456" }))
    render(<Footer />)
    expect(screen.getByText(/Health Canada medical device licence no\. 123456/)).toBeInTheDocument()
  })
})

describe("the footer", () => {
  it("names the legal seller and links to contact it, in each edition's language", () => {
    const year = new Date().getFullYear()
    const { unmount } = render(<Footer />)
    expect(screen.getByText(`© ${year} LumaSculpt Beauty Inc.`)).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Contact us" })).toHaveAttribute(
      "href",
      "mailto:info@lumasculpt.ca",
    )
    expect(screen.getByRole("link", { name: "Guarantee" })).toHaveAttribute("href", "/guarantee/")
    unmount()
    render(<Footer />, { locale: "fr" })
    expect(screen.getByText(`© ${year} Beauté LumaSculpt inc.`)).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Nous joindre" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Garantie" })).toHaveAttribute("href", "/fr/garantie/")
  })
})

describe("the guarantee page", () => {
  it("says who gives it, how long, how to claim, the conditions and the refund", () => {
    render(<GuaranteePage />)
    expect(
      screen.getByRole("heading", { level: 1, name: "Our 30-Day Money-Back Guarantee" }),
    ).toBeInTheDocument()
    for (const name of ["Who gives it", "How to claim", "Conditions", "Your refund"]) {
      expect(screen.getByRole("heading", { level: 2, name })).toBeInTheDocument()
    }
    expect(screen.getByText(/^LumaSculpt Beauty Inc\., 1234 Sample Street/)).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "info@lumasculpt.ca" })).toHaveAttribute(
      "href",
      "mailto:info@lumasculpt.ca",
    )
    expect(screen.getByText("Proof of purchase").closest("p")).toHaveTextContent(
      /^Proof of purchaseYour Amazon\.ca order number/,
    )
    const conditions = screen.getByRole("heading", { name: "Conditions" }).nextElementSibling
    expect(within(conditions as HTMLElement).getAllByRole("listitem")).toHaveLength(3)
    expect(screen.getByText(/^We refund the full price you paid/)).toBeInTheDocument()
    expect(screen.getByText("Return shipping").closest("p")).toHaveTextContent(
      /^Return shippingWe email you a prepaid return label/,
    )
    expect(
      screen.getByText(/^The 30 days start on the day the device is delivered\./),
    ).toBeInTheDocument()
  })

  it("is written in French with the French legal name and the Quebec address", () => {
    render(<GuaranteePage />, { locale: "fr" })
    expect(
      screen.getByRole("heading", {
        level: 1,
        name: "Notre garantie satisfait ou remboursé de 30\u00a0jours",
      }),
    ).toBeInTheDocument()
    expect(
      screen.getByText(
        /^Beauté LumaSculpt inc\., 1234, rue Sample, bureau 100, Montréal \(Québec\)/,
      ),
    ).toBeInTheDocument()
  })

  it("has nothing to show for a marketplace's return window", () => {
    useRegister(
      withFacts({
        guarantee: { givenBy: "marketplace", days: 30, termsUrl: "https://www.amazon.ca/returns" },
      }),
    )
    const { container } = render(<GuaranteePage />)
    expect(container).toBeEmptyDOMElement()
  })
})

describe("offers with dates and terms", () => {
  afterEach(() => jest.useRealTimers())

  const buyLink = () => screen.getByRole("link", { name: /^(Buy Now|Acheter)/ })

  it("without an offer, the button says 'Buy Now on Amazon.ca' and nothing urges", () => {
    expect(repositoryRegister.offers).toEqual([])
    const { container } = renderHero()
    expect(buyLink()).toHaveAccessibleName("Buy Now on Amazon.ca (opens in a new tab)")
    expect(container).not.toHaveTextContent(/limited|hurry|ends|offer|% off/i)
  })

  it("while an offer runs, the button and the line under it say what it is, its dates and terms", () => {
    jest.useFakeTimers({ now: new Date("2026-12-31T12:00:00-05:00") })
    useRegister(withFacts({ offers: [offer("2026-12-01", "2026-12-31")] }), "2026-12-20")
    renderHero()
    expect(buyLink()).toHaveAccessibleName("Buy Now on Amazon.ca - 15% off (opens in a new tab)")
    const line = screen.getByText(
      /^15% off the listed price with the coupon on the listing, December 1 through December 31, 2026\./,
    )
    expect(
      within(line).getByRole("link", { name: "Offer terms (opens in a new tab)" }),
    ).toHaveAttribute("href", "https://www.amazon.ca/promotion-terms")
  })

  it.each([
    ["2026-12-01", "2026-12-21", "fr", "du 1er au 21 décembre 2026 inclusivement"],
    ["2026-11-20", "2026-12-05", "fr", "du 20 novembre au 5 décembre 2026 inclusivement"],
    ["2026-12-28", "2027-01-10", "fr", "du 28 décembre 2026 au 10 janvier 2027 inclusivement"],
    ["2026-11-20", "2026-12-05", "en", "November 20 through December 5, 2026"],
    ["2026-12-28", "2027-01-10", "en", "December 28, 2026 through January 10, 2027"],
  ] as const)(
    "writes an offer from %s to %s without repeating the month or year they share (%s)",
    (startsOn, endsOn, locale, said) => {
      jest.useFakeTimers({ now: new Date(`${startsOn}T12:00:00-05:00`) })
      useRegister(withFacts({ offers: [offer(startsOn, endsOn)] }), startsOn)
      const { container } = renderHero(locale)
      expect(container).toHaveTextContent(said)
    },
  )

  it("an offer that has not started yet is not shown", () => {
    useRegister(withFacts({ offers: [offer("2026-12-01", "2026-12-31")] }), "2026-11-30")
    renderHero()
    expect(buyLink()).toHaveAccessibleName("Buy Now on Amazon.ca (opens in a new tab)")
  })

  it("after its last day, a page built while it ran stops saying it once its script runs", () => {
    jest.useFakeTimers({ now: new Date("2027-01-01T00:30:00-05:00") })
    useRegister(withFacts({ offers: [offer("2026-12-01", "2026-12-31")] }), "2026-12-20")
    renderHero("fr")
    act(() => jest.runOnlyPendingTimers())
    expect(buyLink()).toHaveAccessibleName("Acheter sur Amazon.ca (s'ouvre dans un nouvel onglet)")
    expect(screen.queryByText(/rabais/)).not.toBeInTheDocument()
  })

  it("runs from midnight to midnight in Toronto, for the build and the browser alike", () => {
    expect(todayInOfferZone(new Date("2027-01-01T04:59:00Z"))).toBe("2026-12-31")
    expect(todayInOfferZone(new Date("2027-01-01T05:00:00Z"))).toBe("2027-01-01")
    const december = offer("2026-12-01", "2026-12-31")
    expect(isOfferLive(december, "2026-11-30")).toBe(false)
    expect(isOfferLive(december, "2026-12-01")).toBe(true)
    expect(isOfferLive(december, "2026-12-31")).toBe(true)
    expect(isOfferLive(december, "2027-01-01")).toBe(false)
  })
})

describe("CASL consent beside the newsletter form", () => {
  it.each([
    [
      "en",
      /LumaSculpt Beauty Inc\. \(LumaSculpt\) may email you.*Sender: LumaSculpt Beauty Inc\., 1234 Sample Street, Suite 100, Montréal QC H2X 1Y4, Canada, info@lumasculpt\.ca\./,
    ],
    [
      "fr",
      /Beauté LumaSculpt inc\. \(LumaSculpt\) vous envoie.*Expéditeur\s: Beauté LumaSculpt inc\., 1234, rue Sample, bureau 100, Montréal \(Québec\) H2X 1Y4, Canada, info@lumasculpt\.ca\./,
    ],
  ] as const)(
    "names the sender from the register, in the page's language: legal name, mailing address, contact (%s)",
    (locale, text) => {
      render(<ConsentNotice id="consent" seller={repositoryRegister.seller} />, { locale })
      expect(screen.getByText(text)).toBeInTheDocument()
    },
  )

  it("keeps the wording of the version the form sends in docs/consent-versions.md", () => {
    const record = readFileSync("docs/consent-versions.md", "utf8")
    const seller = {
      legalName: "{legalName}",
      mailingAddress: "{mailingAddress}",
      email: "{email}",
    }
    const section = record
      .split(/^## /m)
      .find((part) => part.startsWith(newsletterEn.consent.version))
    expect(section).toBeDefined()
    expect(section).toContain(formatMessage(newsletterEn.consent.text, seller))
    expect(section).toContain(formatMessage(newsletterFr.consent.text, seller))
    expect(newsletterFr.consent.version).toBe(newsletterEn.consent.version)
  })
})
