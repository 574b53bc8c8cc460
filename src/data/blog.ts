/** Copy of the blog index, the article pages and the unknown-article page. */
import { brand } from "./site"

export const blogIndexCopy = {
  seoTitle: `Blog | ${brand.name} - Red Light Therapy & EMS Technology Insights`,
  seoDescription: `Evidence-minded guides to red light, LED colours, EMS and the jawline, cooling massage and the look of fine lines from the ${brand.name} team, written for Canadian readers.`,
  heading: "Skincare Science & Technology Blog",
  intro:
    "Plain-language guides to red light, LED colours, EMS and cooling: what the research does and does not show, how to build a gentle at-home routine, and what to expect from it.",
  featuredHeading: "Featured article",
  featuredBadge: "Featured",
  newBadge: "New",
  allHeading: "All articles",
  /** The RSS feed's title. */
  feedTitle: `${brand.name} Blog`,
}

export const articleCopy = {
  seoTitle: `{title} | ${brand.name} Blog`,
  breadcrumbLabel: "Breadcrumb",
  home: "Home",
  blog: "Blog",
  byline: "By {author}",
  /** After the date on an article revised since (frontmatter `updated`); {date} is that day. */
  updated: "Updated {date}",
  /**
   * Where a team signs, the words some languages put in place of its name's leading `prefix` in a
   * byline (the French edition elides and lowercases it); null where a team's name reads as is.
   */
  teamAuthor: null as { readonly prefix: string; readonly inByline: string } | null,
  tagsLabel: "Tags",
  readArticle: "Read Article",
  /** Read by screen readers after "Read Article", so every card's link has its own name. */
  readArticleTarget: " about {title}",
  backToBlog: "Back to Blog",
  moreHeading: "Keep reading",
  newer: "Newer article",
  older: "Older article",
  /** A computed reading time, in the same words authors use in frontmatter. */
  readTime: "{minutes} min read",
}

export const blogNotFoundCopy = {
  title: `Blog Post Not Found | ${brand.name} Blog`,
  heading: "Blog Post Not Found",
  body: "We could not find that article. It may have moved, or the link may have a typo.",
  linkText: "Back to Blog",
}
