import type { PageProps } from "gatsby"
import type { ReactElement } from "react"
import { render, waitFor } from "../support/render"
import { fakeHomeImages as images } from "../support/fake-image"
import { mockMatchMedia } from "../support/match-media"
import { domProps, knownPropAnswer, styleOnlyProps } from "../../src/lib/dom-props"
import type * as mockDomProps from "../../src/lib/dom-props"
import isPropValid from "../../src/lib/is-prop-valid"
import { HomePage } from "../../src/components/home/home-page"
import * as homeCopy from "../../src/data/home"
import * as frenchHomeCopy from "../../src/data/fr/home"
import BlogIndexPage from "../../src/pages/blog"
import BlogPostTemplate from "../../src/templates/blog-post"
import BlogNotFoundTemplate from "../../src/templates/blog-not-found"
import NotFoundPage from "../../src/pages/404"
import PrivacyPage from "../../src/pages/privacy"
import SubscribedPage from "../../src/pages/subscribed"
import type { BlogPostContext } from "../../src/node/create-pages"
import { uiCopy } from "../../src/data/ui-copy"
import type { PageLocale } from "../../src/hooks/use-locale"

// @emotion/styled calls emotion's test here, as in the server render. The mock also records each
// prop that src/lib/dom-props.ts has no answer for: a prop for which the browser bundles would still
// run emotion's regular expression.
const mockUnanswered = new Set<string>()
type MockPropTest = (prop: string) => boolean
jest.mock("@emotion/is-prop-valid", () => {
  const emotions = jest.requireActual<{ default: MockPropTest }>("@emotion/is-prop-valid").default
  const dom = jest.requireActual<typeof mockDomProps>("../../src/lib/dom-props")
  return {
    __esModule: true,
    default: (prop: string) => {
      if (dom.knownPropAnswer(prop) === undefined) mockUnanswered.add(prop)
      return emotions(prop)
    },
  }
})

const emotionIsPropValid = jest.requireActual<{ default: MockPropTest }>(
  "@emotion/is-prop-valid",
).default

describe("the site's prop answers for emotion's styled elements (src/lib/dom-props.ts)", () => {
  it.each([...domProps])("passes %s on to the DOM, as emotion does", (prop) => {
    expect(knownPropAnswer(prop)).toBe(true)
    expect(emotionIsPropValid(prop)).toBe(true)
  })

  it.each([...styleOnlyProps])("keeps %s from the DOM, as emotion does", (prop) => {
    expect(knownPropAnswer(prop)).toBe(false)
    expect(emotionIsPropValid(prop)).toBe(false)
  })

  it.each(["aria-label", "aria-roledescription", "data-photos", "onClick", "onPointerDown"])(
    "passes %s on to the DOM, as emotion does",
    (prop) => {
      expect(knownPropAnswer(prop)).toBe(true)
      expect(emotionIsPropValid(prop)).toBe(true)
    },
  )

  it.each([
    ["viewBox", true],
    ["x-custom", true],
    ["once", false],
    ["shade", false],
  ])("leaves %s to emotion's own test, which answers %s", (prop, answer) => {
    expect(knownPropAnswer(prop)).toBeUndefined()
    expect(isPropValid(prop)).toBe(answer)
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
    fields: { slug: "ems-facial-technology-jawline-sculpting" },
    frontmatter: { title: "EMS" },
  },
}

const articleContext: BlogPostContext = {
  locale: "en",
  ui: uiCopy.en,
  twinPath: null,
  id: "id",
  slug: summary.fields.slug,
  newerSlug: null,
  olderSlug: "ems-facial-technology-jawline-sculpting",
}

const pages: [string, () => ReactElement][] = [
  ["the home page", () => <HomePage locale="en" copy={homeCopy} images={images} />],
  ["the French home page", () => <HomePage locale="fr" copy={frenchHomeCopy} images={images} />],
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
  [
    "the blog's not-found page",
    () => (
      <BlogNotFoundTemplate
        {...({ pageContext: { locale: "en", twinPath: null } } as PageProps<object, PageLocale>)}
      />
    ),
  ],
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
    mockUnanswered.clear()
  })

  // Were one missing, every page that uses it would compile emotion's regular expression again.
  it.each(pages)("on %s all have a known answer", async (_, page) => {
    const { container } = render(page())
    await waitFor(() => expect(container).not.toBeEmptyDOMElement())
    expect([...mockUnanswered]).toEqual([])
  })
})
