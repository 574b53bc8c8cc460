import { readFile } from "fs/promises"
import { evaluate } from "@mdx-js/mdx"
import * as runtime from "react/jsx-runtime"
import { ArticleImagesContext, ArticleImageError } from "../components/blog/article-image"
import { mdxComponents } from "../components/blog/mdx-components"
import type { ProductCardFacts } from "../components/common/product-card-view"
import { StaticProductCard } from "../components/common/static-product-card"
import type { ArticleImages } from "../lib/article-images"
import type { Locale } from "../data/locale"
import type { StaticHtml } from "../lib/page-context"
import { renderStaticHtml } from "./static-html"
import { articleSyntaxMessage, type MdxSyntaxError } from "./validate-article"

/** An article's body and the product card after it, with the CSS of both. */
export type ArticleHtml = StaticHtml & { readonly cardHtml: string }

// evaluate() takes the automatic JSX runtime; its types ask for a looser shape than React's.
const evaluateOptions = { ...runtime, development: false } as unknown as Parameters<
  typeof evaluate
>[1]

/**
 * An article's body, rendered once at build time: its HTML and the CSS of the classes in it, and
 * the product card that follows it.
 *
 * The body is static text. Rendered here, it reaches the browser as HTML in the page and in its
 * page data, not as a compiled MDX component in every article's JavaScript, and the browser has
 * nothing to hydrate in it (like gatsby-starter-blog's `post.html`). The same MDX components as
 * before give it its markup and styles; their emotion CSS is collected here and put in <head> by
 * the Seo component.
 */
export const renderArticleHtml = async (
  body: string,
  locale: Locale,
  {
    images = {},
    filePath = "the article",
    facts = null,
  }: { images?: ArticleImages; filePath?: string; facts?: ProductCardFacts | null } = {},
): Promise<ArticleHtml> => {
  let Content: Awaited<ReturnType<typeof evaluate>>["default"]
  try {
    ;({ default: Content } = await evaluate(body, evaluateOptions))
  } catch (error) {
    // The compiler's message has neither the file nor the line as the author counts it.
    const source = await readFile(filePath, "utf8").catch(() => "")
    throw new Error(articleSyntaxMessage(filePath, source, body, error as MdxSyntaxError))
  }
  try {
    const body = renderStaticHtml(
      <ArticleImagesContext.Provider value={images}>
        <Content components={mdxComponents} />
      </ArticleImagesContext.Provider>,
      locale,
      facts,
    )
    if (!facts) return { ...body, cardHtml: "" }
    const card = renderStaticHtml(
      <StaticProductCard placement="article" heading="from" />,
      locale,
      facts,
    )
    return { html: body.html, css: `${body.css}${card.css}`, cardHtml: card.html }
  } catch (error) {
    if (!(error instanceof ArticleImageError)) throw error
    throw new Error(`Invalid article ${filePath}:\n  - body: ${error.message}`)
  }
}
