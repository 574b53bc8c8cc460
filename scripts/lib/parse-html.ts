// One HTML parser for the build output, shared by the local server (Netlify forms), the byte
// budgets and the build-output tests.
import { parse } from "node-html-parser"

/**
 * A page as a DOM. <noscript> content is parsed as markup too (gatsby-plugin-image puts the real
 * <img> of a lazy image there), while script, style and pre stay raw text.
 */
export const parseHtml = (html: string) =>
  parse(html, { comment: false, blockTextElements: { script: true, style: true, pre: true } })
