import { render, screen } from "../support/render"
import { mdxComponents } from "../../src/components/blog/mdx-components"

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
