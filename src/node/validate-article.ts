/**
 * Checks one article's frontmatter before Gatsby builds anything from it, so a mistake stops the
 * build with a message that says which file and which field to fix. Pure: no Gatsby, no I/O.
 */

export type ArticleInput = {
  /** The article's path relative to the project, as shown to the author. */
  filePath: string
  /** The name of the folder holding the article's index.mdx. */
  slug: string
  /** The frontmatter exactly as the YAML parser returned it. */
  frontmatter: Readonly<Record<string, unknown>>
  body: string
}

export type ArticleProblem = { field: string; message: string }

export const metaDescriptionMaxLength = 160
export const articleFileName = "index.mdx"

const kebabCase = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/
const readTimeShape = /^[1-9]\d* min read$/

const describe = (value: unknown): string =>
  value === null ? "null" : Array.isArray(value) ? "a list" : typeof value

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "")

/** A YYYY-MM-DD string naming a day that exists (no 2026-02-30). */
export const isIsoCalendarDate = (value: string): boolean => {
  const match = isoDate.exec(value)
  if (!match) return false
  const [year, month, day] = match.slice(1).map(Number)
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  )
}

const checkText = (field: string, value: unknown): ArticleProblem[] => {
  if (value === undefined) return [{ field, message: "missing" }]
  if (isBlank(value)) return [{ field, message: "empty" }]
  if (typeof value !== "string") {
    return [{ field, message: `must be text, got ${describe(value)}` }]
  }
  return []
}

const checkDate = (value: unknown): ArticleProblem[] => {
  if (value === undefined) return [{ field: "date", message: "missing" }]
  if (isBlank(value)) return [{ field: "date", message: "empty" }]
  // YAML turns an unquoted 2026-11-10 into a timestamp and silently rolls 2026-02-30 into March,
  // so only the quoted form can be checked.
  if (value instanceof Date) {
    return [{ field: "date", message: 'write the date in quotes, e.g. date: "2026-11-10"' }]
  }
  if (typeof value !== "string" || !isIsoCalendarDate(value)) {
    return [{ field: "date", message: `${JSON.stringify(value)} is not an ISO date (YYYY-MM-DD)` }]
  }
  return []
}

const checkTags = (value: unknown): ArticleProblem[] => {
  if (value === undefined) return [{ field: "tags", message: "missing" }]
  if (!Array.isArray(value)) {
    return [{ field: "tags", message: `must be a list of strings, got ${describe(value)}` }]
  }
  if (value.length === 0) return [{ field: "tags", message: "empty list" }]
  return value.flatMap((tag: unknown, index) => {
    if (typeof tag !== "string") {
      return [{ field: "tags", message: `item ${index + 1} is ${describe(tag)}, not a string` }]
    }
    return tag.trim() === "" ? [{ field: "tags", message: `item ${index + 1} is empty` }] : []
  })
}

const checkMetaDescription = (value: unknown): ArticleProblem[] => {
  const problems = checkText("metaDescription", value)
  if (problems.length > 0 || typeof value !== "string") return problems
  const length = [...value].length
  return length > metaDescriptionMaxLength
    ? [
        {
          field: "metaDescription",
          message: `${length} characters, at most ${metaDescriptionMaxLength}`,
        },
      ]
    : []
}

const checkReadTime = (value: unknown): ArticleProblem[] => {
  if (value === undefined) return []
  if (typeof value === "string" && readTimeShape.test(value)) return []
  return [
    {
      field: "readTime",
      message: `${JSON.stringify(value)} does not look like "N min read" (or leave it out to compute it)`,
    },
  ]
}

const checkSlug = (slug: string): ArticleProblem[] => {
  if (slug === "") {
    return [{ field: "slug", message: "the article needs its own folder: content/blog/<slug>/" }]
  }
  return kebabCase.test(slug)
    ? []
    : [
        {
          field: "slug",
          message: `folder name "${slug}" is not kebab-case (lowercase letters, digits, single hyphens)`,
        },
      ]
}

const checkFileName = (filePath: string): ArticleProblem[] => {
  const fileName = filePath.split(/[\\/]/).pop()
  return fileName === articleFileName
    ? []
    : [{ field: "file", message: `name it ${articleFileName} inside the article's folder` }]
}

/** Every problem with one article; an empty list means it is fine. */
export const validateArticle = ({
  filePath,
  slug,
  frontmatter,
  body,
}: ArticleInput): ArticleProblem[] => [
  ...checkFileName(filePath),
  ...checkSlug(slug),
  ...checkText("title", frontmatter.title),
  ...checkText("excerpt", frontmatter.excerpt),
  ...checkDate(frontmatter.date),
  ...checkText("author", frontmatter.author),
  ...checkReadTime(frontmatter.readTime),
  ...checkTags(frontmatter.tags),
  ...checkMetaDescription(frontmatter.metaDescription),
  ...(body.trim() === ""
    ? [{ field: "body", message: "empty: write the article below the ---" }]
    : []),
]

/** The one build error for an article: its file, then every bad field on its own line. */
export const formatArticleProblems = (filePath: string, problems: readonly ArticleProblem[]) =>
  [`Invalid article ${filePath}:`, ...problems.map((p) => `  - ${p.field}: ${p.message}`)].join(
    "\n",
  )

export type ArticleLocation = { slug: string; filePath: string }

/** One message per slug used by more than one file (slugs are folder names, so nesting can clash). */
export const duplicateSlugMessages = (articles: readonly ArticleLocation[]): string[] => {
  const filesBySlug = new Map<string, string[]>()
  for (const { slug, filePath } of articles) {
    filesBySlug.set(slug, [...(filesBySlug.get(slug) ?? []), filePath])
  }
  return [...filesBySlug]
    .filter(([, files]) => files.length > 1)
    .map(([slug, files]) =>
      [
        `Invalid articles ${files.join(", ")}:`,
        `  - slug: "${slug}" is used by ${files.length} articles; rename all but one folder`,
      ].join("\n"),
    )
}
