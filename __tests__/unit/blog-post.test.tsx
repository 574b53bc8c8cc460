import type { PageProps } from "gatsby"
import { render, screen, waitFor, within } from "../support/render"
import BlogPostTemplate from "../../src/templates/blog-post"
import BlogNotFoundTemplate from "../../src/templates/blog-not-found"
import type { BlogPostContext } from "../../src/node/create-pages"
import { messagesFor } from "../../src/data/messages"

const title = "Red Light Therapy for Anti-Aging: What the Research Really Says"

const data: Queries.BlogPostQuery = {
  mdx: {
    fields: { slug: "red-light-therapy-benefits-anti-aging", readTime: "7 min read" },
    frontmatter: {
      title,
      author: "LumaSculpt Editorial Team",
      date: "2026-11-10",
      updated: "2026-11-27",
      tags: ["Red Light Therapy", "Anti-Aging", "Collagen", "At-Home Skincare"],
      metaDescription: "Learn how red light therapy may support smoother, firmer-looking skin.",
    },
    // The body as the build renders it (src/node/article-html.tsx): static HTML and its CSS.
    articleHtml: {
      html: '<h2 class="css-body">What is red light therapy?</h2><p>Red light therapy is the use of low-level visible red light.</p>',
      css: ".css-body{margin:0}",
      cardHtml:
        '<section aria-labelledby="product-card-article"><h2 id="product-card-article">From LumaSculpt</h2></section>',
    },
  },
  newer: null,
  older: {
    fields: { slug: "ems-facial-technology-jawline-sculpting" },
    frontmatter: { title: "EMS Facial Technology" },
  },
}

type BlogPostProps = PageProps<Queries.BlogPostQuery, BlogPostContext>

const pageContext: BlogPostContext = {
  locale: "en",
  messages: messagesFor("en", ["ui", "blog"]),
  twinPath: "/fr/blogue/luminotherapie-rouge-bienfaits-anti-age/",
  id: "id",
  slug: "red-light-therapy-benefits-anti-aging",
  newerId: null,
  olderId: "id-ems-facial-technology-jawline-sculpting",
}

const renderArticle = (pageData = data) =>
  render(<BlogPostTemplate {...({ data: pageData, pageContext } as BlogPostProps)} />)

const renderNotFound = () => render(<BlogNotFoundTemplate />, { twinPath: "/fr/blogue/" })

describe("Article page", () => {
  it("ends with the product card the build made, after the article itself", () => {
    renderArticle()
    const card = screen.getByRole("region", { name: "From LumaSculpt" })
    expect(screen.getByRole("article")).not.toContainElement(card)
    expect(
      screen.getByRole("article").compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
  })

  it("shows the title as the page's only h1", () => {
    renderArticle()
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1)
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(title)
  })

  it("has a Home / Blog / title breadcrumb with the title marked as the current page", () => {
    renderArticle()
    const breadcrumb = screen.getByRole("navigation", { name: "Breadcrumb" })
    const items = within(breadcrumb).getAllByRole("listitem")
    expect(items.map((item) => item.textContent)).toEqual(["Home/", "Blog/", title])
    expect(within(breadcrumb).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/")
    expect(within(breadcrumb).getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog/")
    expect(within(items[2]).getByText(title)).toHaveAttribute("aria-current", "page")
    expect(within(breadcrumb).getAllByRole("link")).toHaveLength(2)
  })

  it("shows the author, the date in a <time> formatted for en-CA, and the read time", () => {
    renderArticle()
    expect(screen.getByText("By LumaSculpt Editorial Team")).toBeInTheDocument()
    const date = screen.getByText("November 10, 2026")
    expect(date.tagName).toBe("TIME")
    expect(date).toHaveAttribute("dateTime", "2026-11-10")
    expect(screen.getByText("7 min read")).toBeInTheDocument()
  })

  it("shows when it was last updated, in a <time> after the publication date", () => {
    renderArticle()
    const updated = screen.getByText("November 27, 2026")
    expect(updated.tagName).toBe("TIME")
    expect(updated).toHaveAttribute("dateTime", "2026-11-27")
    expect(updated.parentElement).toHaveTextContent(/^Updated November 27, 2026$/)
    expect(updated.closest("p")).toHaveTextContent(
      /November 10, 2026.*Updated November 27, 2026.*7 min read/,
    )
  })

  it("says nothing of an update when the article has not been revised", () => {
    const { mdx } = data
    if (!mdx) throw new Error("fixture without mdx")
    renderArticle({ ...data, mdx: { ...mdx, frontmatter: { ...mdx.frontmatter, updated: null } } })
    expect(screen.getByText("November 10, 2026")).toBeInTheDocument()
    expect(screen.queryByText(/Updated/)).not.toBeInTheDocument()
  })

  it("writes the update date the French way in the French edition", () => {
    const french = {
      ...pageContext,
      locale: "fr" as const,
      messages: messagesFor("fr", ["ui", "blog"]),
    }
    render(<BlogPostTemplate {...({ data, pageContext: french } as BlogPostProps)} />, {
      locale: "fr",
    })
    const updated = screen.getByText("27 novembre 2026")
    expect(updated).toHaveAttribute("dateTime", "2026-11-27")
    expect(updated.parentElement).toHaveTextContent(/^Mis à jour le 27 novembre 2026$/)
  })

  it("lists every tag", () => {
    renderArticle()
    const tags = within(screen.getByRole("list", { name: "Tags" })).getAllByRole("listitem")
    expect(tags.map((tag) => tag.textContent)).toEqual(data.mdx?.frontmatter.tags)
  })

  it("renders the body's HTML inside the article", () => {
    renderArticle()
    const article = screen.getByRole("article")
    expect(within(article).getByRole("heading", { level: 2 })).toHaveTextContent(
      "What is red light therapy?",
    )
  })

  it("links back to the blog", () => {
    renderArticle()
    expect(screen.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog/")
  })

  it("links to the neighbouring article, and only to the ones that exist", () => {
    renderArticle()
    const more = screen.getByRole("navigation", { name: "Keep reading" })
    const links = within(more).getAllByRole("link")
    expect(links).toHaveLength(1)
    expect(links[0]).toHaveTextContent("Older articleEMS Facial Technology")
    expect(links[0]).toHaveAttribute("href", "/blog/ems-facial-technology-jawline-sculpting/")
  })

  it("leaves out the 'Keep reading' links when there is no other article", () => {
    renderArticle({ ...data, older: null })
    expect(screen.queryByRole("navigation", { name: "Keep reading" })).not.toBeInTheDocument()
  })

  it("is titled '{title} | LumaSculpt Blog' and described by its metaDescription", async () => {
    renderArticle()
    await waitFor(() => expect(document.title).toBe(`${title} | LumaSculpt Blog`))
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      "content",
      "Learn how red light therapy may support smoother, firmer-looking skin.",
    )
    expect(document.querySelector('meta[property="og:type"]')).toHaveAttribute("content", "article")
    const jsonLd = Array.from(document.querySelectorAll('script[type="application/ld+json"]'))
    const types = jsonLd.map((script) => JSON.parse(script.textContent ?? "{}")["@type"])
    expect(types).toEqual(expect.arrayContaining(["BlogPosting", "BreadcrumbList"]))
  })

  it("gives search engines the update as the BlogPosting's dateModified", async () => {
    const posting = () =>
      Array.from(document.querySelectorAll('script[type="application/ld+json"]'))
        .map((script) => JSON.parse(script.textContent ?? "{}"))
        .find((block) => block["@type"] === "BlogPosting")
    const { unmount } = renderArticle()
    await waitFor(() =>
      expect(posting()).toMatchObject({ datePublished: "2026-11-10", dateModified: "2026-11-27" }),
    )
    unmount()
    const { mdx } = data
    if (!mdx) throw new Error("fixture without mdx")
    renderArticle({ ...data, mdx: { ...mdx, frontmatter: { ...mdx.frontmatter, updated: null } } })
    await waitFor(() =>
      expect(posting()).toMatchObject({ datePublished: "2026-11-10", dateModified: "2026-11-10" }),
    )
  })
})

describe("Unknown article page", () => {
  it("says 'Blog Post Not Found' and links back to the blog", () => {
    renderNotFound()
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Blog Post Not Found")
    expect(screen.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog/")
  })

  it("asks search engines not to index it", async () => {
    renderNotFound()
    await waitFor(() =>
      expect(document.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex"),
    )
  })
})
