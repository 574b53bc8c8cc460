/**
 * The articles of both editions (content/blog in English, content/blogue in French), read the
 * way the build reads them: one folder per article, named by its slug, holding index.mdx. Every
 * test that lists articles derives the list from here, so adding an article (see
 * docs/writing-articles.md) needs no test change.
 */
import { existsSync, readdirSync, readFileSync } from "fs"
import path from "path"
import matter from "gray-matter"
import type { Locale } from "../../src/data/locale"

export const articleDirs: Readonly<Record<Locale, string>> = {
  en: path.resolve(__dirname, "../../content/blog"),
  fr: path.resolve(__dirname, "../../content/blogue"),
}

/** The English articles' folder. */
export const blogDir = articleDirs.en

export type ArticleSource = {
  locale: Locale
  slug: string
  /** The English twin's slug: its own for an English article, `translationOf` for a French one. */
  englishSlug: string
  title: string
  excerpt: string
  metaDescription: string
  date: string
  author: string
}

/** Every article's slug in one edition, sorted. */
export const articleSlugs = (locale: Locale = "en"): string[] =>
  existsSync(articleDirs[locale])
    ? readdirSync(articleDirs[locale], { withFileTypes: true })
        .filter(
          (entry) =>
            entry.isDirectory() &&
            existsSync(path.join(articleDirs[locale], entry.name, "index.mdx")),
        )
        .map((entry) => entry.name)
        .sort()
    : []

const frontmatterText = (data: Record<string, unknown>, field: string, file: string): string => {
  const value = data[field]
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if (typeof value !== "string") throw new Error(`${file}: frontmatter field "${field}" is missing`)
  return value
}

/** One edition's articles' frontmatter, read from <folder>/<slug>/index.mdx, sorted by slug. */
export const readArticles = (locale: Locale = "en"): ArticleSource[] =>
  articleSlugs(locale).map((slug) => {
    const file = path.join(articleDirs[locale], slug, "index.mdx")
    const { data } = matter(readFileSync(file, "utf8"))
    const field = (name: string) => frontmatterText(data, name, file)
    return {
      locale,
      slug,
      englishSlug: locale === "en" ? slug : field("translationOf"),
      title: field("title"),
      excerpt: field("excerpt"),
      metaDescription: field("metaDescription"),
      date: field("date"),
      author: field("author"),
    }
  })
