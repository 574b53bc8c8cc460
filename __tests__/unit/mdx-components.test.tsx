import { render, screen, within } from "../support/render"
import { repositoryRegister } from "../support/register"
import { mdxComponents } from "../../src/components/blog/mdx-components"
import { ProductFactsContext } from "../../src/components/common/static-product-card"
import { listingUrlFor } from "../../src/data/site"

const { a: MdxLink, ListingLink } = mdxComponents

describe("the article shortcodes", () => {
  it("opens the marketplace listing from <ListingLink> in a new tab without an opener", () => {
    render(<ListingLink>see LumaSculpt on Amazon.ca</ListingLink>)
    const link = screen.getByRole("link", { name: /see LumaSculpt on Amazon.ca/ })
    expect(link).toHaveAttribute("target", "_blank")
    expect(link).toHaveAttribute("rel", "noopener noreferrer")
    expect(link).toHaveAccessibleName(/opens in a new tab/)
  })

  it("keeps links to other articles inside the site", () => {
    render(<MdxLink href="/blog/ems-facial-technology-jawline-sculpting/">EMS guide</MdxLink>)
    const link = screen.getByRole("link", { name: "EMS guide" })
    expect(link).toHaveAttribute("href", "/blog/ems-facial-technology-jawline-sculpting/")
    expect(link).not.toHaveAttribute("target")
  })

  it("opens other sites in a new tab and says so", () => {
    render(<MdxLink href="https://www.canada.ca/">Health Canada</MdxLink>)
    const link = screen.getByRole("link", { name: /Health Canada/ })
    expect(link).toHaveAttribute("target", "_blank")
    expect(link).toHaveAttribute("rel", "noopener noreferrer")
    expect(link).toHaveAccessibleName(/opens in a new tab/)
  })
})

describe("<ProductCard /> in an article's body", () => {
  const { ProductCard } = mdxComponents
  const facts = {
    ratingAtBuild: { value: 4.8, count: 127, asOf: "2026-11-28" },
    guarantee: repositoryRegister.guarantee,
    priceAtBuild: repositoryRegister.price,
  }

  it("shows the register's price, rating and guarantee, with a plain buy button, from the facts the build hands it", () => {
    render(
      <ProductFactsContext.Provider value={facts}>
        <ProductCard />
      </ProductFactsContext.Provider>,
    )
    const card = screen.getByRole("region", { name: "From LumaSculpt" })
    expect(
      within(card)
        .getByText(/^\$129\.99/)
        .closest("p"),
    ).toHaveTextContent("$129.99 on Amazon.ca")
    expect(
      within(card)
        .getByText(/out of 5/)
        .closest("p"),
    ).toHaveTextContent("4.8 out of 5 · 127 ratings on Amazon.ca")
    expect(card).toHaveTextContent("Price and rating read on Amazon.ca, as of November 28, 2026.")
    expect(card).toHaveTextContent("Try it for 30 days, or your money back")
    const buy = within(card).getByRole("link", {
      name: "Buy Now on Amazon.ca (opens in a new tab)",
    })
    expect(buy).toHaveAttribute("target", "_blank")
    expect(buy).toHaveAttribute("href", listingUrlFor("blog"))
  })

  it("cannot render without the register's facts, so a card never shows empty", () => {
    jest.spyOn(console, "error").mockImplementation(() => {})
    expect(() => render(<ProductCard />)).toThrow(/needs the register's facts/)
  })
})
