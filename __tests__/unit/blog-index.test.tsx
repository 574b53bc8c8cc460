import type { PageProps } from "gatsby"
import { render, screen, waitFor, within } from "../support/render"
import BlogIndexPage from "../../src/pages/blog"

// The newsletter box has its own tests; here it only has to appear.
jest.mock("../../src/components/newsletter/newsletter-signup", () => ({
  NewsletterSignup: () => "newsletter signup box",
}))

const article = (slug: string, title: string, date: string, tags: string[]) => ({
  // What the build decided on its day (src/node/new-badge.ts): here, only the newest is new.
  newAtBuild: date === "2026-11-10",
  fields: { slug, englishSlug: slug, readTime: "7 min read" },
  frontmatter: {
    title,
    excerpt: `Excerpt of ${title}.`,
    author: "LumaSculpt Editorial Team",
    date,
    tags,
  },
})

// As the page query returns them: newest first.
const nodes = [
  article(
    "red-light-therapy-benefits-anti-aging",
    "Red Light Therapy for Anti-Aging",
    "2026-11-10",
    ["Red Light Therapy", "Anti-Aging", "Collagen"],
  ),
  article("ems-facial-technology-jawline-sculpting", "EMS Facial Technology", "2026-10-27", [
    "EMS",
    "Jawline",
    "Microcurrent",
  ]),
  article("led-light-therapy-colors-skin-benefits", "LED Colours Explained", "2026-10-13", [
    "LED Light Therapy",
    "Skincare Science",
    "At-Home Skincare",
  ]),
  article("wrinkle-reduction-pore-minimizing-techniques", "Wrinkle Reduction", "2026-09-29", [
    "Wrinkle Reduction",
    "Pore Care",
    "Skincare Routine",
  ]),
  article("inflammation-redness-cooling-therapy-benefits", "Cooling Therapy", "2026-09-15", [
    "Cooling Therapy",
    "Redness",
    "Puffiness",
  ]),
]

const data: Queries.BlogIndexQuery = { allMdx: { nodes } }

const renderPage = (pageData: Queries.BlogIndexQuery = data) =>
  render(<BlogIndexPage {...({ data: pageData } as PageProps<Queries.BlogIndexQuery>)} />)

/** The cards of the "All articles" grid, in order. */
const grid = () => {
  const region = screen.getByRole("region", { name: "All articles" })
  const [list] = within(region).getAllByRole("list")
  return Array.from(list.querySelectorAll<HTMLElement>(":scope > li"))
}

describe("Blog index", () => {
  it("is titled 'Skincare Science & Technology Blog' with one h1", () => {
    renderPage()
    const [h1, ...others] = screen.getAllByRole("heading", { level: 1 })
    expect(h1).toHaveTextContent("Skincare Science & Technology Blog")
    expect(others).toHaveLength(0)
  })

  it("features the red light anti-aging article, badged Featured and New", () => {
    renderPage()
    const featured = screen.getByRole("region", { name: "Featured article" })
    expect(within(featured).getByText("Featured")).toBeInTheDocument()
    expect(within(featured).getByText("New")).toBeInTheDocument()
    expect(within(featured).getByRole("heading", { level: 2 })).toHaveTextContent(
      "Red Light Therapy for Anti-Aging",
    )
    expect(
      within(featured).getByRole("link", {
        name: "Read Article about Red Light Therapy for Anti-Aging",
      }),
    ).toHaveAttribute("href", "/blog/red-light-therapy-benefits-anti-aging/")
  })

  it("drops the New badge once the build finds the featured article more than 60 days old", () => {
    renderPage({ allMdx: { nodes: nodes.map((node) => ({ ...node, newAtBuild: false })) } })
    const featured = screen.getByRole("region", { name: "Featured article" })
    expect(within(featured).getByText("Featured")).toBeInTheDocument()
    expect(within(featured).queryByText("New")).not.toBeInTheDocument()
  })

  it("badges no card in the grid New, however recent", () => {
    renderPage()
    for (const card of grid()) expect(within(card).queryByText("New")).not.toBeInTheDocument()
  })

  it("lists every article of the query in its order (newest first), each with two tags", () => {
    renderPage()
    const cards = grid()
    expect(cards).toHaveLength(nodes.length)
    expect(
      cards.map((card) => within(card).getByRole("heading", { level: 3 }).textContent),
    ).toEqual(nodes.map(({ frontmatter }) => frontmatter.title))
    for (const card of cards) {
      expect(
        within(within(card).getByRole("list", { name: "Tags" })).getAllByRole("listitem"),
      ).toHaveLength(2)
    }
    expect(within(cards[1]).queryByText("Microcurrent")).not.toBeInTheDocument()
  })

  it("shows each card's excerpt, author, date and read time", () => {
    renderPage()
    const card = grid()[1]
    expect(within(card).getByText("Excerpt of EMS Facial Technology.")).toBeInTheDocument()
    expect(within(card).getByText("By LumaSculpt Editorial Team")).toBeInTheDocument()
    expect(within(card).getByText("October 27, 2026")).toHaveAttribute("dateTime", "2026-10-27")
    expect(within(card).getByText("7 min read")).toBeInTheDocument()
  })

  it("links every card's 'Read Article' to its article, with a name that says which", () => {
    renderPage()
    const links = grid().map((card) => within(card).getByRole("link", { name: /^Read Article/ }))
    expect(links.map((link) => link.getAttribute("href"))).toEqual(
      nodes.map(({ fields }) => `/blog/${fields.slug}/`),
    )
    expect(links[4]).toHaveAccessibleName("Read Article about Cooling Therapy")
    // Visible text stays exactly "Read Article"; the title is for screen readers.
    expect(links[4].firstChild).toHaveTextContent("Read Article")
  })

  it("keeps the heading levels in order (h1, then h2s, then h3s)", () => {
    renderPage()
    const levels = screen.getAllByRole("heading").map((heading) => Number(heading.tagName.slice(1)))
    levels.forEach((level, index) => {
      if (index > 0) expect(level - levels[index - 1]).toBeLessThanOrEqual(1)
    })
    expect(levels[0]).toBe(1)
  })

  it("ends with the 'Stay Updated' newsletter box", () => {
    renderPage()
    expect(screen.getByText("newsletter signup box")).toBeInTheDocument()
  })

  it("sets the page title and a meta description", async () => {
    renderPage()
    await waitFor(() =>
      expect(document.title).toBe(
        "Blog | LumaSculpt - Red Light Therapy & EMS Technology Insights",
      ),
    )
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      "content",
      expect.stringMatching(/red light/i),
    )
  })
})
