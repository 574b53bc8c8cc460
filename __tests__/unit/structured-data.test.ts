/** @jest-environment node */
// The JSON-LD builders' logic. What the Seo component writes into each page's head is checked
// in the real HTML of the build (__tests__/build/head.test.ts).
import * as buyEn from "../../src/data/business-copy"
import {
  absoluteUrl,
  blogPostingJsonLd,
  breadcrumbJsonLd,
  faqJsonLd,
  organizationJsonLd,
  productJsonLd,
  serializeJsonLd,
  type JsonLd,
  websiteJsonLd,
} from "../../src/components/seo/structured-data"
import { homeJsonLd } from "../../src/components/seo/home-structured-data"
import * as homeCopy from "../../src/data/home"
import { faqItemsFor } from "../../src/lib/faq-items"
import { repositoryRegister } from "../support/register"
import { pageWithJsonLd, richResultErrors } from "../support/rich-results"
import type { Locale } from "../../src/data/locale"
import { listingUrl, siteUrl } from "../../src/data/site"

describe("structured data builders", () => {
  it("makes paths absolute and leaves absolute URLs alone", () => {
    expect(absoluteUrl("/blog/")).toBe(`${siteUrl}/blog/`)
    expect(absoluteUrl("https://example.com/x")).toBe("https://example.com/x")
  })

  const product = (locale: Locale = "en") =>
    productJsonLd({
      locale,
      name: "LumaSculpt",
      description: "A face massager",
      imagePaths: ["/static/a/01-front.jpg"],
      price: {
        amount: 129.99,
        asOf: "2026-11-20",
        validUntil: "2026-12-31",
        availability: "InStock",
      },
      seller: repositoryRegister.seller,
    })

  it("offers the product at the register's price, availability and seller, in CAD, with no rating and no hand-read end date", () => {
    expect(product()).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "LumaSculpt",
      description: "A face massager",
      image: [`${siteUrl}/static/a/01-front.jpg`],
      brand: { "@type": "Brand", name: "LumaSculpt" },
      offers: {
        "@type": "Offer",
        url: listingUrl,
        price: "129.99",
        priceCurrency: "CAD",
        availability: "https://schema.org/InStock",
        seller: { "@type": "Organization", name: "LumaSculpt Beauty Inc." },
      },
    })
    expect(JSON.stringify(product("fr"))).toContain('"name":"Beauté LumaSculpt inc."')
  })

  it("names the seller in the Product only while the register says it sells on the listing", () => {
    const offerSeller = (listingSeller: string | null) => {
      const [productBlock] = homeJsonLd(
        homeCopy,
        ["/static/a/01-front.jpg"],
        {
          seller: repositoryRegister.seller,
          listingSeller,
          priceAtBuild: repositoryRegister.price,
        },
        [],
        "en",
      )
      return (productBlock as { offers: { seller?: unknown } }).offers.seller
    }
    expect(offerSeller("seller")).toEqual({
      "@type": "Organization",
      name: "LumaSculpt Beauty Inc.",
    })
    expect(offerSeller("marketplace")).toBeUndefined()
    expect(offerSeller("Another Trading Co.")).toBeUndefined()
    expect(offerSeller(null)).toBeUndefined()
  })

  it("opens the offer's listing in the page's language, like the edition's buy links", () => {
    const offerUrl = (locale: Locale): string => (product(locale).offers as { url: string }).url
    expect(offerUrl("en")).toBe(listingUrl)
    const french = new URL(offerUrl("fr"))
    expect(french.searchParams.get("language")).toBe("fr_CA")
    // The same listing otherwise: only the language is added.
    french.searchParams.delete("language")
    expect(french.href).toBe(new URL(listingUrl).href)
  })

  it("has a Product only with a priced offer and a real photo of the product", () => {
    const types = (imagePaths: string[], priced: boolean) =>
      homeJsonLd(
        homeCopy,
        imagePaths,
        {
          seller: repositoryRegister.seller,
          listingSeller: repositoryRegister.listingSeller,
          priceAtBuild: priced ? repositoryRegister.price : null,
        },
        [],
        "en",
      ).map((block) => block["@type"])
    expect(types(["/static/a/01-front.jpg"], true)).toEqual(["Product", "FAQPage"])
    expect(types([], true)).toEqual(["FAQPage"])
    expect(types(["/static/a/01-front.jpg"], false)).toEqual(["FAQPage"])
  })

  it("turns every FAQ item into a Question with its accepted Answer", () => {
    const faqItems = faqItemsFor(homeCopy.faqItems, buyEn.businessCopy, repositoryRegister, "en")
    const faq = faqJsonLd(faqItems, "en")
    expect(faq["@type"]).toBe("FAQPage")
    expect(faq.inLanguage).toBe("en-CA")
    expect(faqJsonLd(faqItems, "fr").inLanguage).toBe("fr-CA")
    expect(faq.mainEntity).toHaveLength(6)
    expect((faq.mainEntity as object[])[0]).toEqual({
      "@type": "Question",
      name: faqItems[0].question,
      acceptedAnswer: { "@type": "Answer", text: faqItems[0].answer },
    })
  })

  it("describes an article as a BlogPosting with absolute URLs", () => {
    const post = blogPostingJsonLd({
      locale: "en",
      title: "Red light",
      description: "About red light",
      slug: "red-light-therapy-benefits-anti-aging",
      date: "2026-11-10",
      author: "LumaSculpt Editorial Team",
    })
    expect(post).toMatchObject({
      "@type": "BlogPosting",
      headline: "Red light",
      description: "About red light",
      datePublished: "2026-11-10",
      author: { name: "LumaSculpt Editorial Team" },
      image: `${siteUrl}/og-image.jpg`,
      publisher: { "@id": `${siteUrl}/#organization` },
      mainEntityOfPage: { "@id": `${siteUrl}/blog/red-light-therapy-benefits-anti-aging/` },
    })
  })

  it("numbers breadcrumb items from 1 with absolute item URLs", () => {
    const crumbs = breadcrumbJsonLd([
      { name: "Home", path: "/" },
      { name: "Blog", path: "/blog/" },
    ])
    expect(crumbs.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${siteUrl}/` },
      { "@type": "ListItem", position: 2, name: "Blog", item: `${siteUrl}/blog/` },
    ])
  })

  it("names the organisation with its logo and social profiles, and the website", () => {
    expect(organizationJsonLd()).toMatchObject({ name: "LumaSculpt", sameAs: expect.any(Array) })
    expect(websiteJsonLd("en")).toMatchObject({ url: `${siteUrl}/`, inLanguage: "en-CA" })
  })

  it("describes each edition as its own WebSite in its own language, and a French article in French", () => {
    expect(websiteJsonLd("fr")).toMatchObject({
      "@id": `${siteUrl}/fr/#website`,
      url: `${siteUrl}/fr/`,
      inLanguage: "fr-CA",
    })
    expect(
      blogPostingJsonLd({
        locale: "fr",
        title: "Lumière rouge",
        description: "À propos",
        slug: "luminotherapie-rouge",
        date: "2026-11-10",
        author: "Équipe éditoriale LumaSculpt",
      }),
    ).toMatchObject({
      inLanguage: "fr-CA",
      mainEntityOfPage: { "@id": `${siteUrl}/fr/blogue/luminotherapie-rouge/` },
    })
  })

  it("serialises JSON that cannot close its script element", () => {
    const json = serializeJsonLd({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "</script><b>",
    })
    expect(json).not.toContain("</script>")
    expect(JSON.parse(json).name).toBe("</script><b>")
  })

  it("passes Google's rich-result rules: every block the site builds, with 0 errors", async () => {
    const blocks: JsonLd[] = [
      organizationJsonLd(),
      websiteJsonLd("fr"),
      product(),
      faqJsonLd(faqItemsFor(homeCopy.faqItems, buyEn.businessCopy, repositoryRegister, "en"), "en"),
      blogPostingJsonLd({
        locale: "en",
        title: "Red light",
        description: "About red light",
        slug: "red-light",
        date: "2026-11-10",
        updated: "2026-11-20",
        author: "LumaSculpt Editorial Team",
      }),
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: "Blog", path: "/blog/" },
      ]),
    ]
    expect(richResultErrors(pageWithJsonLd(blocks))).toEqual([])
  })

  it("is checked by a validator that fails what the site used to publish: an Offer without price", async () => {
    const { price, ...unpriced } = product().offers as Record<string, unknown>
    expect(price).toBe("129.99")
    const errors = richResultErrors(pageWithJsonLd([{ ...product(), offers: unpriced }]))
    expect(errors).toEqual([
      expect.objectContaining({
        rootType: "Product",
        fieldNames: ["price", "priceSpecification.price"],
      }),
    ])
  })
})
