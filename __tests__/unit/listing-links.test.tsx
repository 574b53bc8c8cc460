/**
 * Each placement's Amazon Attribution parameters land on its own links, and only there; the
 * Product structured data keeps the plain listing URL.
 */
// First: the build variables, before any module of src/ reads them.
import { product, tags } from "../support/listing-env"
import * as buyEn from "../../src/data/business-copy"
import { repositoryRegister } from "../support/register"
import { render, screen, within } from "../support/render"
import { Hero } from "../../src/components/home/hero"
import { BuyCta } from "../../src/components/home/buy-cta"
import { ProductCarousel } from "../../src/components/home/product-carousel"
import { DemoVideo } from "../../src/components/home/demo-video"
import { Faq } from "../../src/components/home/faq"
import { mdxComponents } from "../../src/components/blog/mdx-components"
import { productJsonLd } from "../../src/components/seo/structured-data"
import * as homeCopy from "../../src/data/home"
import { faqItemsFor } from "../../src/lib/faq-items"
import { fakeImage } from "../support/fake-image"
import { mockMatchMedia } from "../support/match-media"
import { StickyBuyBar } from "../../src/components/home/sticky-buy-bar"
import {
  ProductFactsContext,
  StaticProductCard,
} from "../../src/components/common/static-product-card"
import { factsAtBuild } from "../../src/business/facts"
import { testBuildDay } from "../support/business"

/** The listing URL with exactly one placement's parameters. */
const tagged = (placement: keyof typeof tags) => {
  const url = new URL(product)
  new URLSearchParams(tags[placement]).forEach((value, name) => url.searchParams.set(name, value))
  return url.toString()
}

const ArticleListingLink = mdxComponents.ListingLink

/** The register's facts on the test suite's build day, as the build hands them to a static card. */
const facts = { ...repositoryRegister, ...factsAtBuild(repositoryRegister, testBuildDay) }

describe("GATSBY_LISTING_TAGS on the links", () => {
  beforeEach(() => mockMatchMedia())

  it("the hero's buy button carries the hero tag", () => {
    render(<Hero media={null} />)
    expect(screen.getByRole("link", { name: /^Buy Now on Amazon\.ca/ })).toHaveAttribute(
      "href",
      tagged("hero"),
    )
  })

  it("every carousel photo carries the carousel tag", () => {
    const slides = Array.from({ length: 9 }, (_, index) => ({
      image: fakeImage(`photo-${index + 1}`),
      alt: `Product photo ${index + 1}`,
      standIn: false,
    }))
    render(<ProductCarousel slides={slides} />)
    const links = screen
      .getAllByRole("group", { name: /^\d of 9$/, hidden: true })
      .map((slide) => within(slide).getByRole("link", { hidden: true }))
    expect(links).toHaveLength(9)
    links.forEach((link) => expect(link).toHaveAttribute("href", tagged("carousel")))
  })

  it("the demo video carries the video tag", () => {
    render(<DemoVideo label={homeCopy.videoCopy.standIn.label} />)
    expect(
      screen.getByRole("link", { name: "View LumaSculpt on Amazon.ca (opens in a new tab)" }),
    ).toHaveAttribute("href", tagged("video"))
  })

  it("the second buy button, after the routine, carries the routine tag", () => {
    render(<BuyCta placement="routine" />)
    expect(screen.getByRole("link", { name: /^Buy Now on Amazon\.ca/ })).toHaveAttribute(
      "href",
      tagged("routine"),
    )
  })

  it("the FAQ's product link carries the faq tag", () => {
    render(
      <Faq items={faqItemsFor(homeCopy.faqItems, buyEn.businessCopy, repositoryRegister, "en")} />,
    )
    expect(screen.getByRole("link", { name: /View Product Details on Amazon/ })).toHaveAttribute(
      "href",
      tagged("faq"),
    )
  })

  it("an article's <ListingLink> carries the blog tag", () => {
    render(<ArticleListingLink>see LumaSculpt on Amazon.ca</ArticleListingLink>)
    expect(screen.getByRole("link", { name: /see LumaSculpt on Amazon\.ca/ })).toHaveAttribute(
      "href",
      tagged("blog"),
    )
  })

  it("the phone's buy bar carries the sticky tag", () => {
    // The bar shows while no other buy button is on screen; here there is none.
    window.IntersectionObserver = class {
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver
    render(<StickyBuyBar />)
    expect(screen.getByRole("link", { name: /^Buy Now on Amazon\.ca/ })).toHaveAttribute(
      "href",
      tagged("sticky"),
    )
  })

  // The cards at the end of every article, on the subscription confirmation and guarantee pages.
  it.each(["article", "subscribed", "guarantee"] as const)(
    "the product card for %s carries its own tag",
    (placement) => {
      // The component the build renders to static HTML for each (src/node/static-html.tsx).
      render(
        <ProductFactsContext.Provider value={facts}>
          <StaticProductCard placement={placement} heading="ready" />
        </ProductFactsContext.Provider>,
      )
      expect(screen.getByRole("link", { name: /^Buy Now on Amazon\.ca/ })).toHaveAttribute(
        "href",
        tagged(placement),
      )
    },
  )

  it("a <ProductCard /> inside an article's body carries the blog tag, as its other links do", () => {
    render(
      <ProductFactsContext.Provider value={facts}>
        <mdxComponents.ProductCard />
      </ProductFactsContext.Provider>,
    )
    expect(screen.getByRole("link", { name: /^Buy Now on Amazon\.ca/ })).toHaveAttribute(
      "href",
      tagged("blog"),
    )
  })

  it("the Product structured data keeps the plain listing URL", () => {
    const samplePrice = repositoryRegister.price
    if (!samplePrice) throw new Error("the sample register holds a price")
    expect(
      productJsonLd({
        ...homeCopy.productCopy,
        imagePaths: [],
        price: samplePrice,
        seller: repositoryRegister.seller,
        locale: "en",
      }),
    ).toMatchObject({
      offers: { url: product },
    })
  })
})
