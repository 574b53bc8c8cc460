import { render, waitFor } from "../support/render"
import { Seo } from "../../src/components/seo/seo"
import { absoluteUrl } from "../../src/components/seo/structured-data"
import { layoutCopy as frenchLayoutCopy } from "../../src/data/fr/ui"
import { layoutCopy as englishLayoutCopy } from "../../src/data/ui"

/** The head as the server wrote it for one page: its title and canonical link. */
const serverHead = (title: string, path: string) => {
  document.head.innerHTML = `<title>${title}</title><link rel="canonical" href="${absoluteUrl(path)}">`
}

/** Helmet writes the head in an animation frame; two frames later it has surely run. */
const afterHelmet = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))

afterEach(() => {
  document.head.innerHTML = ""
})

describe("Seo", () => {
  it("leaves the server's head alone while the page it was written for hydrates", async () => {
    serverHead("Privacy Policy | LumaSculpt", "/privacy/")
    render(
      <Seo title="Privacy Policy | LumaSculpt" description="How we use data." path="/privacy/" />,
    )
    await afterHelmet()
    expect(document.head.querySelectorAll("[data-react-helmet]")).toHaveLength(0)
    expect(document.head.querySelectorAll("title")).toHaveLength(1)
    expect(document.head.querySelector('meta[name="description"]')).toBeNull()
  })

  it("writes the head of a page reached in the browser, over the last page's", async () => {
    serverHead("Privacy Policy | LumaSculpt", "/privacy/")
    render(<Seo title="Blog | LumaSculpt" description="Articles." path="/blog/" />)
    await waitFor(() => expect(document.title).toBe("Blog | LumaSculpt"))
    expect(document.head.querySelector('link[rel="canonical"][data-react-helmet]')).toHaveAttribute(
      "href",
      absoluteUrl("/blog/"),
    )
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      "content",
      "Articles.",
    )
  })

  it.each([
    ["English", "en", "/privacy/", "/og-image.jpg", englishLayoutCopy.shareImageAlt],
    ["French", "fr", "/fr/confidentialite/", "/og-image-fr.jpg", frenchLayoutCopy.shareImageAlt],
  ] as const)(
    "gives the %s edition's pages its own share image and alt text",
    async (_, locale, path, image, alt) => {
      render(<Seo title="Page | LumaSculpt" description="Page." path={path} />, { locale })
      await waitFor(() => expect(document.title).toBe("Page | LumaSculpt"))
      const tag = (selector: string) => document.head.querySelector(selector)
      expect(tag('meta[property="og:image"]')).toHaveAttribute("content", absoluteUrl(image))
      expect(tag('meta[name="twitter:image"]')).toHaveAttribute("content", absoluteUrl(image))
      expect(tag('meta[property="og:image:alt"]')).toHaveAttribute("content", alt)
      expect(tag('meta[name="twitter:image:alt"]')).toHaveAttribute("content", alt)
    },
  )
})
