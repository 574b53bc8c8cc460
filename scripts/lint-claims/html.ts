// What a visitor reads on a built page, for the claim linter: every text block, every attribute a
// visitor reads or hears (alt, aria-label, title, placeholder), the meta descriptions and share
// texts, the JSON-LD strings and the words drawn in inline SVG. An article's body (inside
// <article>, below its header) is an article; everything else is a selling surface. Feeds and
// SVG files are read by the same rules (feedTexts, svgTexts). The register's evidence (figures
// and texts a page may repeat) comes from registerEvidence.
import { HTMLElement, type Node } from "node-html-parser"
import { parseHtml } from "../lib/parse-html"
import type { Evidence, Lang, Surface } from "./claims"

export type PageText = {
  text: string
  where: string
  surface: Surface
  label: boolean
  /** The lead-in a list item completes ("Do not use it if you have:"). */
  lead?: string
}

/** Elements whose text is one block: a sentence never runs across two. */
const blockTags = new Set(
  "p li h1 h2 h3 h4 h5 h6 td th dt dd figcaption blockquote caption summary legend label button title text desc option div section article header footer nav main aside ul ol table tr form fieldset details figure dl".split(
    " ",
  ),
)
const labelTags = new Set("h1 h2 h3 h4 h5 h6 button title summary legend label th".split(" "))
const attributes = ["alt", "aria-label", "title", "placeholder", "aria-description"]
const metas =
  /^(?:description|og:title|og:description|og:image:alt|twitter:title|twitter:description|twitter:image:alt|application-name|apple-mobile-web-app-title)$/u

/** A short name for an element, for reports: `h2`, `img#hero`, `a.cta`. */
const nameOf = (el: HTMLElement) => {
  const tag = el.rawTagName?.toLowerCase() ?? "text"
  const id = el.getAttribute?.("id")
  return id ? `${tag}#${id}` : tag
}

const decode = (text: string) =>
  text
    .replace(/&nbsp;/gu, "\u00a0")
    .replace(/&amp;/gu, "&")
    .replace(/&lt;/gu, "<")
    .replace(/&gt;/gu, ">")
    .replace(/&quot;/gu, '"')
    .replace(/&#x27;|&#39;|&apos;/gu, "'")
    .replace(/&#x([\da-f]+);/giu, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/gu, (_, dec) => String.fromCodePoint(Number(dec)))

/** Every string of a JSON-LD value, with its path; URLs, dates, identifiers and types are not copy. */
const jsonStrings = (value: unknown, path: string): { text: string; path: string }[] => {
  if (typeof value === "string")
    return /^(?:https?:|\/|\d{4}-\d\d|[A-Z][A-Za-z]+$)/u.test(value) ? [] : [{ text: value, path }]
  if (Array.isArray(value)) return value.flatMap((item, i) => jsonStrings(item, `${path}[${i}]`))
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) =>
      key.startsWith("@") ? [] : jsonStrings(item, path ? `${path}.${key}` : key),
    )
  return []
}

/** Every text a page shows or says, with where it stands. */
export const pageTexts = (html: string): { lang: Lang; texts: PageText[] } => {
  const root = parseHtml(html)
  const lang = /^fr/iu.test(root.querySelector("html")?.getAttribute("lang") ?? "") ? "fr" : "en"
  const texts: PageText[] = []
  const add = (text: string, where: string, article: boolean, label: boolean, lead?: string) => {
    const clean = decode(text).replace(/\s+/gu, " ").trim()
    const surface = article ? "article" : "selling"
    if (clean) texts.push({ text: clean, where, surface, label, ...(lead ? { lead } : {}) })
  }
  /** The lead-in a list follows: the text before it that ends with a colon. */
  const leadOf = (list: HTMLElement) => {
    const siblings = list.parentNode?.childNodes.filter((n) => n.nodeType === 1) ?? []
    const before = siblings[siblings.indexOf(list) - 1]
    const text = before ? decode(before.textContent).replace(/\s+/gu, " ").trim() : ""
    return /:$/u.test(text) ? text : undefined
  }
  for (const meta of root.querySelectorAll("meta")) {
    const name = meta.getAttribute("name") ?? meta.getAttribute("property") ?? ""
    if (metas.test(name))
      add(meta.getAttribute("content") ?? "", `meta ${name}`, false, /title/u.test(name))
  }
  for (const script of root.querySelectorAll('script[type="application/ld+json"]')) {
    for (const { text, path } of jsonStrings(JSON.parse(script.rawText), ""))
      add(text, `JSON-LD ${path}`, false, /(?:^|\.)(?:name|headline)$/u.test(path))
  }
  /**
   * block: the block this node's text runs into; inArticle: inside an article's body (<article>,
   * not its <header>); lead: the lead-in of the list this node is in.
   */
  const walk = (node: Node, block: { parts: string[] }, inArticle: boolean, lead?: string) => {
    if (node.nodeType === 3) {
      block.parts.push(node.rawText)
      return
    }
    // An element (node type 1); comments are not parsed.
    if (!(node instanceof HTMLElement)) return
    const el = node
    const tag = el.rawTagName?.toLowerCase() ?? ""
    if (tag === "script" || tag === "style" || tag === "template") return
    for (const name of attributes) {
      const value = el.getAttribute(name)
      if (value) add(value, `${name} of <${nameOf(el)}>`, inArticle, labelTags.has(tag))
    }
    const inner = tag === "article" ? true : tag === "header" ? false : inArticle
    const within = tag === "ul" || tag === "ol" ? leadOf(el) : tag === "li" ? lead : undefined
    if (blockTags.has(tag)) {
      const own: { parts: string[] } = { parts: [] }
      el.childNodes.forEach((child) => walk(child, own, inner, within))
      add(
        own.parts.join(""),
        `<${nameOf(el)}>`,
        inner,
        labelTags.has(tag),
        tag === "li" ? lead : undefined,
      )
      block.parts.push(" ")
    } else {
      // Elements set apart by style ("<b>Red</b><span>Deep red…</span>") read as separate words.
      el.childNodes.forEach((child) => walk(child, block, inner, within))
      block.parts.push(" ")
    }
  }
  const body = root.querySelector("body")
  const head = root.querySelector("title")
  if (head) add(head.rawText, "<title>", false, true)
  const top: { parts: string[] } = { parts: [] }
  if (body) walk(body, top, false)
  add(top.parts.join(""), "<body>", false, false)
  return { lang, texts }
}

/** The titles and descriptions of an RSS feed: what a feed reader shows, a selling surface. */
export const feedTexts = (xml: string): PageText[] =>
  [...xml.matchAll(/<(title|description)>(?:<!\[CDATA\[([\s\S]*?)\]\]>|([^<]*))<\/\1>/gu)].map(
    (m) => ({
      text: decode(m[2] ?? m[3] ?? "").replace(/<[^>]+>/gu, " "),
      where: `<${m[1]}>`,
      surface: "selling",
      label: m[1] === "title",
    }),
  )

/** The words an SVG draws or says (<text>, <tspan>, <title>, <desc>): a picture's claim is a claim. */
export const svgTexts = (svg: string): PageText[] =>
  [...svg.matchAll(/<(text|title|desc)\b[^>]*>([\s\S]*?)<\/\1>/gu)].map((m) => ({
    text: decode(m[2].replace(/<[^>]+>/gu, " ")).trim(),
    where: `<${m[1]}>`,
    surface: "selling",
    label: true,
  }))

/**
 * What the register vouches for. Figures: the rating (and its scale of 5), the ratings count, the
 * customers, the guarantee's days, the price, the offers' and the days they were read. Texts a
 * page may repeat word for word (prices, savings, urgency, shipping): the offers', the shipping
 * statement and the guarantee's. The caller passes the register as the build reads it
 * (src/business/node/register.ts), its offers those running on the day of the build.
 */
export const registerEvidence = (register: {
  rating?: unknown
  customers?: unknown
  guarantee?: { days?: unknown } | null
  price?: unknown
  shipping?: { statement?: unknown } | null
  offers: unknown[]
}): Evidence => {
  const strings = (value: unknown): string[] =>
    typeof value === "string" || typeof value === "number"
      ? [String(value)]
      : Array.isArray(value)
        ? value.flatMap(strings)
        : value && typeof value === "object"
          ? Object.values(value).flatMap(strings)
          : []
  const { rating, customers, guarantee, price, shipping, offers } = register
  const figures = strings([rating, rating ? 5 : null, customers, guarantee?.days, price, offers])
  return {
    numbers: new Set(
      figures.flatMap((text) =>
        (text.match(/\d+(?:[.,]\d+)?/gu) ?? []).map((n) => String(Number(n.replace(",", ".")))),
      ),
    ),
    texts: strings([offers, shipping?.statement, guarantee])
      .filter((text) => /\s/u.test(text))
      .map((text) =>
        text
          .replace(/[\s\u00a0\u202f]+/gu, " ")
          .trim()
          .toLowerCase(),
      ),
  }
}
