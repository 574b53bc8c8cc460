/** @jest-environment node */
// The JSON-LD builders' logic. What the Seo component writes into each page's head is checked
// in the real HTML of the build (__tests__/build/head.test.ts).
import {
  absoluteUrl,
  blogPostingJsonLd,
  breadcrumbJsonLd,
  faqJsonLd,
  organizationJsonLd,
  productJsonLd,
  serializeJsonLd,
  websiteJsonLd,
} from "../../src/components/seo/structured-data"
import * as homeCopy from "../../src/data/home"
import { faqItemsFor } from "../../src/lib/faq-items"
import { repositoryRegister } from "../support/register"
import type { Locale } from "../../src/data/locale"
import { listingUrl, siteUrl } from "../../src/data/site"

describe("structured data builders", () => {
  it("makes paths absolute and leaves absolute URLs alone", () => {
    expect(absoluteUrl("/blog/")).toBe(`${siteUrl}/blog/`)
    expect(absoluteUrl("https://example.com/x")).toBe("https://example.com/x")
  })

  it("describes the product offer in CAD, in stock, sold by Amazon.ca, rated 4.8 from 127", () => {
    const product = productJsonLd({
      locale: "en",
      name: "LumaSculpt",
      description: "A face massager",
      imagePaths: ["/static/a/01-front.jpg"],
      rating: { value: 4.8, count: 127, asOf: "2026-11-20" },
    })
    expect(product).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      image: [`${siteUrl}/static/a/01-front.jpg`],
      brand: { "@type": "Brand", name: "LumaSculpt" },
      offers: {
        "@type": "Offer",
        priceCurrency: "CAD",
        availability: "https://schema.org/InStock",
        url: listingUrl,
        seller: { "@type": "Organization", name: "Amazon.ca" },
      },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.8, ratingCount: 127 },
    })
  })

  it("opens the offer's listing in the page's language, like the edition's buy links", () => {
    const offerUrl = (locale: Locale): string => {
      const product = productJsonLd({
        locale,
        name: "LumaSculpt",
        description: "A face massager",
        imagePaths: [],
        rating: { value: 4.8, count: 127, asOf: "2026-11-20" },
      })
      return (product.offers as { url: string }).url
    }
    expect(offerUrl("en")).toBe(listingUrl)
    const french = new URL(offerUrl("fr"))
    expect(french.searchParams.get("language")).toBe("fr_CA")
    // The same listing otherwise: only the language is added.
    french.searchParams.delete("language")
    expect(french.href).toBe(new URL(listingUrl).href)
  })

  it("turns every FAQ item into a Question with its accepted Answer", () => {
    const faqItems = faqItemsFor(homeCopy, repositoryRegister, "en")
    const faq = faqJsonLd(faqItems)
    expect(faq["@type"]).toBe("FAQPage")
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
    const json = serializeJsonLd({ "@type": "Thing", name: "</script><b>" })
    expect(json).not.toContain("</script>")
    expect(JSON.parse(json).name).toBe("</script><b>")
  })
})
