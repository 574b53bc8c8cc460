import { render } from "@testing-library/react"
import { Helmet } from "react-helmet"
import { Seo } from "../../src/components/seo/seo"
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
import { faqItems } from "../../src/data/home"
import { listingUrl, siteUrl } from "../../src/data/site"

type HelmetTag = Record<string, string>

const meta = (tags: HelmetTag[], key: string) =>
  tags.find((tag) => tag.name === key || tag.property === key)?.content

describe("Seo", () => {
  const renderHead = () => {
    render(
      <Seo
        title="Blog | LumaSculpt - Red Light Therapy & EMS Technology Insights"
        description="Articles about red light and EMS."
        path="/blog/"
      />,
    )
    return Helmet.peek()
  }

  it("writes the title, description, canonical URL and html lang", () => {
    const head = renderHead()
    expect(head.title).toBe("Blog | LumaSculpt - Red Light Therapy & EMS Technology Insights")
    const metaTags = head.metaTags as unknown as HelmetTag[]
    expect(meta(metaTags, "description")).toBe("Articles about red light and EMS.")
    const links = head.linkTags as unknown as HelmetTag[]
    expect(links).toContainEqual({ rel: "canonical", href: `${siteUrl}/blog/` })
    expect(head.htmlAttributes).toMatchObject({ lang: "en-CA" })
  })

  it("writes Open Graph and Twitter card tags with an absolute 1200x630 image", () => {
    const metaTags = renderHead().metaTags as unknown as HelmetTag[]
    expect(meta(metaTags, "og:type")).toBe("website")
    expect(meta(metaTags, "og:url")).toBe(`${siteUrl}/blog/`)
    expect(meta(metaTags, "og:image")).toBe(`${siteUrl}/og-image.jpg`)
    expect(meta(metaTags, "og:image:width")).toBe("1200")
    expect(meta(metaTags, "og:image:height")).toBe("630")
    expect(meta(metaTags, "og:locale")).toBe("en_CA")
    expect(meta(metaTags, "og:site_name")).toBe("LumaSculpt")
    expect(meta(metaTags, "twitter:card")).toBe("summary_large_image")
    expect(meta(metaTags, "theme-color")).toBe("#1a1020")
    expect(meta(metaTags, "robots")).toBeUndefined()
  })

  it("adds noindex only when asked", () => {
    render(<Seo title="404" description="Not found" path="/404/" noindex />)
    expect(meta(Helmet.peek().metaTags as unknown as HelmetTag[], "robots")).toBe("noindex")
  })

  it("publishes Organization and WebSite JSON-LD on every page", () => {
    const scripts = renderHead().scriptTags as unknown as { innerHTML: string }[]
    const types = scripts.map((script) => JSON.parse(script.innerHTML)["@type"])
    expect(types).toEqual(["Organization", "WebSite"])
  })
})

describe("structured data builders", () => {
  it("makes paths absolute and leaves absolute URLs alone", () => {
    expect(absoluteUrl("/blog/")).toBe(`${siteUrl}/blog/`)
    expect(absoluteUrl("https://example.com/x")).toBe("https://example.com/x")
  })

  it("describes the product offer in CAD, in stock, sold by Amazon.ca, rated 4.8 from 127", () => {
    const product = productJsonLd({ imagePaths: ["/static/a/01-front.jpg"] })
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
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.8, reviewCount: 127 },
    })
  })

  it("turns every FAQ item into a Question with its accepted Answer", () => {
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
    expect(websiteJsonLd()).toMatchObject({ url: `${siteUrl}/`, inLanguage: "en-CA" })
  })

  it("serialises JSON that cannot close its script element", () => {
    const json = serializeJsonLd({ "@type": "Thing", name: "</script><b>" })
    expect(json).not.toContain("</script>")
    expect(JSON.parse(json).name).toBe("</script><b>")
  })
})
