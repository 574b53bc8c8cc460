/**
 * The owner's register, content/business.yaml: what the build accepts and refuses, and what a
 * visitor reads on the home page and beside the newsletter form when a fact changes or is absent.
 */
import { readFileSync } from "node:fs"
import { act, render, screen, within } from "../support/render"
import { repositoryRegister, useRegister } from "../support/business"
import { Hero } from "../../src/components/home/hero"
import { Faq } from "../../src/components/home/faq"
import { ConsentNotice } from "../../src/components/newsletter/consent-notice"
import { homeJsonLd } from "../../src/components/seo/home-structured-data"
import * as homeEn from "../../src/data/home"
import * as homeFr from "../../src/data/fr/home"
import { newsletterCopy as newsletterEn } from "../../src/data/newsletter"
import { newsletterCopy as newsletterFr } from "../../src/data/fr/newsletter"
import { listingUrl } from "../../src/data/site"
import { faqItemsFor } from "../../src/lib/faq-items"
import { formatMessage } from "../../src/lib/format-message"
import { isOfferLive, todayInOfferZone, type Business } from "../../src/lib/business"
import { judgeRegister, parseRegister, registerPath } from "../../src/node/business-register"
import { sourceNodes } from "../../src/node/source-nodes"

const yaml = readFileSync(registerPath, "utf8")

/** The repository's register with some values replaced, as the owner would edit the file. */
const withFacts = (facts: Partial<Business>): Business => ({ ...repositoryRegister, ...facts })

const bareRegister = withFacts({
  customers: null,
  guarantee: null,
  shipping: null,
  offer: null,
  healthCanadaLicence: null,
})

const offer = (endsOn: string): Business["offer"] => ({
  label: { en: "Limited Time Offer", fr: "Offre d'une durée limitée" },
  endsOn,
})

const renderHero = (locale: "en" | "fr" = "en") => render(<Hero media={null} />, { locale })

describe("content/business.yaml, as the build reads it", () => {
  it("ships sample values, marked as samples", () => {
    expect(parseRegister(yaml)).toEqual(repositoryRegister)
    expect(repositoryRegister.sample).toBe(true)
  })

  it.each([
    ["a rating that is not a number", ["  value: 4.8", "  value: high"], "rating.value"],
    ["a rating above 5", ["  value: 4.8", "  value: 48"], "rating.value"],
    ["a date that is not a date", ["  asOf: 2026-11-20", "  asOf: 2026-02-30"], "rating.asOf"],
    ["a missing seller email", ["  email: hello@lumasculpt.ca\n", ""], "seller.email"],
    [
      "a terms link that is not https",
      ["https://www.amazon.ca/gp", "http://www.amazon.ca/gp"],
      "guarantee.termsUrl",
    ],
    [
      "a shipping statement in English only",
      ["    fr: Livraison gratuite sur les commandes admissibles\n", ""],
      "shipping.statement.fr",
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

  it("stops a production build of the sample register, naming the file and the key", () => {
    const { errors } = judgeRegister(repositoryRegister, {
      context: "production",
      today: "2026-11-27",
    })
    expect(errors).toEqual([expect.stringMatching(/^content\/business\.yaml: sample: /)])
  })

  it("stops a production build when the rating is more than 120 days old", () => {
    const owners = withFacts({ sample: false })
    expect(judgeRegister(owners, { context: "production", today: "2027-03-20" }).errors).toEqual([])
    expect(judgeRegister(owners, { context: "production", today: "2027-03-21" }).errors).toEqual([
      expect.stringMatching(/^content\/business\.yaml: rating\.asOf: .*121 days ago/),
    ])
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
    ])
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
  it("reads '4.8 out of 5 · 127 ratings on Amazon.ca, as of November 20, 2026', linked to the listing", () => {
    renderHero()
    const line = screen.getByText(/out of 5/).closest("p")
    expect(line).toHaveTextContent(
      /^★★★★★4\.8 out of 5 · 127 ratings on Amazon\.ca \(opens in a new tab\), as of November 20, 2026$/,
    )
    const link = within(line as HTMLElement).getByRole("link", {
      name: /127 ratings on Amazon\.ca/,
    })
    expect(link).toHaveAttribute("href", listingUrl)
    expect(link).toHaveAttribute("target", "_blank")
  })

  it("reads « 4,8 sur 5 · 127 évaluations sur Amazon.ca, au 20 novembre 2026 » in French", () => {
    renderHero("fr")
    expect(screen.getByText(/sur 5/).closest("p")).toHaveTextContent(
      "4,8 sur 5 · 127 évaluations sur Amazon.ca (s'ouvre dans un nouvel onglet), au 20 novembre 2026",
    )
  })

  it("follows the register: a new figure and date show on both home pages and in the JSON-LD", () => {
    const rating = { value: 4.6, count: 1204, asOf: "2027-01-15" }
    useRegister(withFacts({ rating }))
    renderHero()
    expect(screen.getByText(/out of 5/).closest("p")).toHaveTextContent(
      /4\.6 out of 5 · 1,204 ratings on Amazon\.ca.*, as of January 15, 2027$/,
    )
    const [product] = homeJsonLd(homeEn, [], rating, [], "en")
    expect(product.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.6,
      ratingCount: 1204,
      bestRating: 5,
    })
    renderHero("fr")
    // A no-break space groups the thousands (the matcher would read it as a plain space).
    expect(screen.getByText(/sur 5/).closest("p")?.textContent).toMatch(
      /4,6 sur 5 · 1\u00a0204 évaluations.*, au 15 janvier 2027$/,
    )
  })
})

describe("optional facts", () => {
  it("state the customers, shipping and guarantee with their dates, terms and giver", () => {
    renderHero()
    expect(
      screen.getByText("Trusted by 10,000+ customers, as of November 20, 2026"),
    ).toBeInTheDocument()
    expect(screen.getByRole("link", { name: /^Free shipping on eligible orders/ })).toHaveAttribute(
      "href",
      repositoryRegister.shipping?.termsUrl,
    )
    expect(
      screen.getByRole("link", {
        name: /^30-day money-back guarantee from LumaSculpt Beauty Inc\. \(opens in a new tab\)$/,
      }),
    ).toHaveAttribute("href", repositoryRegister.guarantee?.termsUrl)
  })

  it("each leave their sentence out, in both languages, when the register does not hold them", () => {
    useRegister(bareRegister)
    for (const locale of ["en", "fr"] as const) {
      const { container, unmount } = renderHero(locale)
      expect(container).not.toHaveTextContent(
        /10[,\u00a0]000|shipping|livraison|guarantee|garantie|licen[cs]e|homologation/i,
      )
      expect(container).toHaveTextContent(
        locale === "en" ? "Now Available in Canada" : "Maintenant offert au Canada",
      )
      unmount()
    }
    const answers = (["en", "fr"] as const).map(
      (locale) => faqItemsFor(locale === "en" ? homeEn : homeFr, bareRegister, locale)[4].answer,
    )
    answers.forEach((answer) => expect(answer).not.toMatch(/free|gratuite|guarantee|garantie/i))
  })

  it("the shipping answer in the FAQ says who gives the guarantee", () => {
    render(<Faq items={faqItemsFor(homeEn, repositoryRegister, "en")} />)
    expect(
      screen.getByText(/The 30-day money-back guarantee is given by LumaSculpt Beauty Inc\./),
    ).toBeInTheDocument()
  })

  it("show the Health Canada licence number only when the register holds one", () => {
    renderHero().unmount()
    expect(screen.queryByText(/Health Canada/)).not.toBeInTheDocument()
    useRegister(withFacts({ healthCanadaLicence: "123456" }))
    renderHero()
    expect(screen.getByText("Health Canada medical device licence no. 123456")).toBeInTheDocument()
  })
})

describe("offers with an end", () => {
  afterEach(() => jest.useRealTimers())

  const buyLink = () => screen.getByRole("link", { name: /^(Buy Now|Acheter)/ })

  it("without an offer, the button says 'Buy Now on Amazon.ca' and nothing urges", () => {
    expect(repositoryRegister.offer).toBeNull()
    const { container } = renderHero()
    expect(buyLink()).toHaveAccessibleName("Buy Now on Amazon.ca (opens in a new tab)")
    expect(container).not.toHaveTextContent(/limited|hurry|ends|offer/i)
  })

  it("while an offer runs, the button says 'Limited Time Offer' and the offer says when it ends", () => {
    jest.useFakeTimers({ now: new Date("2026-12-31T12:00:00-05:00") })
    useRegister(withFacts({ offer: offer("2026-12-31") }), "2026-12-20")
    renderHero()
    expect(buyLink()).toHaveAccessibleName(
      "Buy Now on Amazon.ca - Limited Time Offer (opens in a new tab)",
    )
    expect(screen.getByText("Limited Time Offer, through December 31, 2026.")).toBeInTheDocument()
  })

  it("after its last day, a page built while it ran stops saying it once its script runs", () => {
    jest.useFakeTimers({ now: new Date("2027-01-01T00:30:00-05:00") })
    useRegister(withFacts({ offer: offer("2026-12-31") }), "2026-12-20")
    renderHero("fr")
    act(() => jest.runOnlyPendingTimers())
    expect(buyLink()).toHaveAccessibleName("Acheter sur Amazon.ca (s'ouvre dans un nouvel onglet)")
    expect(screen.queryByText(/durée limitée/)).not.toBeInTheDocument()
  })

  it("ends at midnight in Toronto, for the build and the browser alike", () => {
    expect(todayInOfferZone(new Date("2027-01-01T04:59:00Z"))).toBe("2026-12-31")
    expect(todayInOfferZone(new Date("2027-01-01T05:00:00Z"))).toBe("2027-01-01")
    expect(isOfferLive(offer("2026-12-31"), "2026-12-31")).toBe(true)
    expect(isOfferLive(offer("2026-12-31"), "2027-01-01")).toBe(false)
    expect(isOfferLive(null, "2026-01-01")).toBe(false)
  })
})

describe("CASL consent beside the newsletter form", () => {
  it.each([
    [
      "en",
      /LumaSculpt Beauty Inc\. \(LumaSculpt\) may email you.*Sender: LumaSculpt Beauty Inc\., 1234 Sample Street, Suite 100, Montréal QC H2X 1Y4, Canada, hello@lumasculpt\.ca\./,
    ],
    [
      "fr",
      /LumaSculpt Beauty Inc\. \(LumaSculpt\) vous envoie.*Expéditeur\s: LumaSculpt Beauty Inc\., 1234 Sample Street, Suite 100, Montréal QC H2X 1Y4, Canada, hello@lumasculpt\.ca\./,
    ],
  ] as const)(
    "names the sender from the register: legal name, mailing address, contact (%s)",
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
