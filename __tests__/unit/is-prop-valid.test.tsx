import type { PageProps } from "gatsby"
import type { ReactElement } from "react"
import { InPage, render, waitFor } from "../support/render"
import { fakeHomeImages as images } from "../support/fake-image"
import { mockMatchMedia } from "../support/match-media"
import isPropValid, { styleOnlyProps } from "../../src/lib/is-prop-valid"
import type * as mockSite from "../../src/lib/is-prop-valid"
import { HomePage } from "../../src/components/home/home-page"
import BlogIndexPage from "../../src/pages/blog"
import BlogPostTemplate from "../../src/templates/blog-post"
import BlogNotFoundTemplate from "../../src/templates/blog-not-found"
import NotFoundPage from "../../src/pages/404"
import PrivacyPage from "../../src/pages/privacy"
import SubscribedPage from "../../src/pages/subscribed"
import type { BlogPostContext } from "../../src/node/create-pages"
import { messagesFor } from "../../src/data/messages"

// @emotion/styled calls emotion's own test here, as in the server render. The mock records each
// prop a page hands to a styled element that would get another answer in the browser bundles
// (src/lib/is-prop-valid.ts).
const mockDiffering = new Set<string>()
type MockPropTest = (prop: string) => boolean
jest.mock("@emotion/is-prop-valid", () => {
  const emotions = jest.requireActual<{ default: MockPropTest }>("@emotion/is-prop-valid").default
  const site = jest.requireActual<typeof mockSite>("../../src/lib/is-prop-valid").default
  return {
    __esModule: true,
    default: (prop: string) => {
      const answer = emotions(prop)
      if (site(prop) !== answer) mockDiffering.add(prop)
      return answer
    },
  }
})

const emotionIsPropValid = jest.requireActual<{ default: MockPropTest }>(
  "@emotion/is-prop-valid",
).default

describe("the browser bundles' prop test for emotion's styled elements", () => {
  it.each([...styleOnlyProps])("keeps %s from the DOM, as emotion does", (prop) => {
    expect(isPropValid(prop)).toBe(false)
    expect(emotionIsPropValid(prop)).toBe(false)
  })

  it.each(["children", "className", "href", "srcSet", "aria-label", "data-photos", "onClick"])(
    "passes %s on to the DOM, as emotion does",
    (prop) => {
      expect(isPropValid(prop)).toBe(true)
      expect(emotionIsPropValid(prop)).toBe(true)
    },
  )

  // Why every page is rendered below: a style-only prop missing from the list would reach the DOM.
  it("passes on any other name, which emotion would keep", () => {
    expect(isPropValid("shade")).toBe(true)
    expect(emotionIsPropValid("shade")).toBe(false)
  })
})

const summary = {
  fields: {
    slug: "red-light-therapy-benefits-anti-aging",
    englishSlug: "red-light-therapy-benefits-anti-aging",
    readTime: "7 min read",
  },
  frontmatter: {
    title: "Red Light Therapy for Anti-Aging",
    excerpt: "Excerpt.",
    author: "LumaSculpt Editorial Team",
    date: "2026-11-10",
    tags: ["Red Light Therapy"],
  },
}

// The index shows the newest as featured and the rest in its grid.
const olderSummary = {
  fields: { ...summary.fields, slug: "ems-facial-technology-jawline-sculpting" },
  frontmatter: { ...summary.frontmatter, title: "EMS", date: "2026-10-27" },
}

const article: Queries.BlogPostQuery = {
  mdx: {
    fields: { slug: summary.fields.slug, readTime: "7 min read" },
    frontmatter: { ...summary.frontmatter, metaDescription: "Description." },
    articleHtml: { html: "<p>Body.</p>", css: "" },
  },
  newer: null,
  older: {
    fields: { slug: olderSummary.fields.slug },
    frontmatter: { title: olderSummary.frontmatter.title },
  },
}

const articleContext: BlogPostContext = {
  locale: "en",
  messages: messagesFor("en", ["ui", "blog"]),
  twinPath: null,
  id: "id",
  slug: summary.fields.slug,
  newerSlug: null,
  olderSlug: olderSummary.fields.slug,
}

const pages: [string, () => ReactElement][] = [
  ["the home page", () => <HomePage images={images} />],
  [
    "the French home page",
    () => (
      <InPage locale="fr">
        <HomePage images={images} />
      </InPage>
    ),
  ],
  [
    "the blog index",
    () => (
      <BlogIndexPage
        {...({
          data: { allMdx: { nodes: [summary, olderSummary] } },
        } as unknown as PageProps<Queries.BlogIndexQuery>)}
      />
    ),
  ],
  [
    "an article",
    () => (
      <BlogPostTemplate
        {...({ data: article, pageContext: articleContext } as PageProps<
          Queries.BlogPostQuery,
          BlogPostContext
        >)}
      />
    ),
  ],
  ["the blog's not-found page", () => <BlogNotFoundTemplate />],
  [
    "the not-found page",
    () => <NotFoundPage {...({ location: { pathname: "/nope/" } } as PageProps)} />,
  ],
  ["the privacy page", () => <PrivacyPage />],
  ["the subscribed page", () => <SubscribedPage />],
]

describe("the props the site's pages hand to styled elements", () => {
  beforeEach(() => {
    mockMatchMedia()
    mockDiffering.clear()
  })

  it.each(pages)("on %s each get emotion's answer in the browser bundles", async (_, page) => {
    const { container } = render(page())
    await waitFor(() => expect(container).not.toBeEmptyDOMElement())
    expect([...mockDiffering]).toEqual([])
  })
})
