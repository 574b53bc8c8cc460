/**
 * The articles in content/blog, read the way the build reads them: one folder per article, named
 * by its slug, holding index.mdx. Every test that lists articles derives the list from here, so
 * adding an article (README: "Writing an article") needs no test change.
 */
import { existsSync, readdirSync, readFileSync } from "fs"
import path from "path"
import matter from "gray-matter"

export const blogDir = path.resolve(__dirname, "../../content/blog")

export type ArticleSource = {
  slug: string
  title: string
  excerpt: string
  metaDescription: string
  date: string
  author: string
}

/** Every article's slug, sorted. */
export const articleSlugs = (): string[] =>
  readdirSync(blogDir, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && existsSync(path.join(blogDir, entry.name, "index.mdx")),
    )
    .map((entry) => entry.name)
    .sort()

const frontmatterText = (data: Record<string, unknown>, field: string, file: string): string => {
  const value = data[field]
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if (typeof value !== "string") throw new Error(`${file}: frontmatter field "${field}" is missing`)
  return value
}

/** Every article's frontmatter, read from content/blog/<slug>/index.mdx, sorted by slug. */
export const readArticles = (): ArticleSource[] =>
  articleSlugs().map((slug) => {
    const file = path.join(blogDir, slug, "index.mdx")
    const { data } = matter(readFileSync(file, "utf8"))
    const field = (name: string) => frontmatterText(data, name, file)
    return {
      slug,
      title: field("title"),
      excerpt: field("excerpt"),
      metaDescription: field("metaDescription"),
      date: field("date"),
      author: field("author"),
    }
  })
