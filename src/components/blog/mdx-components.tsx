import type { ComponentPropsWithoutRef, ComponentType } from "react"
import styled from "@emotion/styled"
import { ExternalLink } from "../common/external-link"
import { ListingLink, type ListingLinkProps } from "../common/listing-link"
import { colors, fontSizes, radii, space } from "../../styles/theme"
import { NewTabHint } from "../common/new-tab-hint"
import { ArticleImage } from "./article-image"
import { ArticleBodyProductCard } from "../common/static-product-card"
import { RoutineSteps } from "./routine-steps"
import { SafetyNotes } from "./safety-notes"
import { StudyCaveat } from "./study-caveat"
import { proseListStyles } from "./shortcode-styles"

const H2 = styled.h2`
  margin: ${space.xl} 0 ${space.md};
  font-size: ${fontSizes.xxl};
`

const H3 = styled.h3`
  margin: ${space.lg} 0 ${space.sm};
  font-size: ${fontSizes.xl};
`

const Paragraph = styled.p`
  margin: 0 0 ${space.md};
`

const Ul = styled.ul(proseListStyles)
const Ol = styled.ol(proseListStyles)

const Blockquote = styled.blockquote`
  margin: ${space.lg} 0;
  padding: ${space.md} ${space.lg};
  border-inline-start: 4px solid ${colors.accent};
  border-radius: 0 ${radii.sm} ${radii.sm} 0;
  background: ${colors.surfaceAlt};
  color: ${colors.inkMuted};
  font-size: ${fontSizes.lg};
  p:last-child {
    margin-bottom: 0;
  }
`

const Rule = styled.hr`
  margin: ${space.xl} 0;
  border: 0;
  border-top: 1px solid ${colors.border};
`

type AnchorProps = ComponentPropsWithoutRef<"a">

/** Site paths and anchors open in place; anything else opens in a new tab. */
const MdxLink = ({ href = "", children, ...props }: AnchorProps) => {
  if (href.startsWith("/") || href.startsWith("#")) {
    return (
      <a href={href} {...props}>
        {children}
      </a>
    )
  }
  return (
    <ExternalLink href={href} {...props}>
      {children}
      <NewTabHint />
    </ExternalLink>
  )
}

type ArticleListingLinkProps = Omit<ListingLinkProps, "placement">

/** `<ListingLink>` in an article: its links count as the "blog" placement for attribution. */
const ArticleListingLink = (props: ArticleListingLinkProps) => (
  <ListingLink placement="blog" {...props} />
)

/** The shortcodes an author writes as a bare tag (`<SafetyNotes />`): text from guidance.ts. */
export const guidanceShortcodes = {
  RoutineSteps,
  SafetyNotes,
  StudyCaveat,
} satisfies Record<string, ComponentType>

/**
 * The elements and shortcodes an article's MDX renders with (no import needed), at build time:
 * src/node/article-html.tsx turns each body into static HTML with them, so none of this module
 * reaches the browser. The routine, the
 * safety list and the study caveat come from src/data/guidance.ts, the same text in every article.
 */
export const mdxComponents = {
  h2: H2,
  h3: H3,
  p: Paragraph,
  ul: Ul,
  ol: Ol,
  blockquote: Blockquote,
  hr: Rule,
  a: MdxLink,
  img: ArticleImage,
  ListingLink: ArticleListingLink,
  ...guidanceShortcodes,
  ProductCard: ArticleBodyProductCard,
}
