/**
 * Checks one article's frontmatter before Gatsby builds anything from it, so a mistake stops the
 * build with a message that says which file and which field to fix. Pure: no Gatsby, no I/O.
 * The frontmatter is a zod schema; the file, folder and body checks are plain functions.
 */
import { z } from "zod"
import { messages } from "../data/messages"
import { formatMessage } from "../lib/format-message"
import { isIsoDate, todayInOfferZone } from "../business/days"
import type { Locale } from "../data/locale"

export type ArticleInput = {
  /** The article's path relative to the project, as shown to the author. */
  filePath: string
  /** The name of the folder holding the article's index.mdx. */
  slug: string
  /** The edition: content/blog/ is English, content/blogue/ French. */
  locale: Locale
  /** The frontmatter exactly as the YAML parser returned it. */
  frontmatter: Readonly<Record<string, unknown>>
  body: string
  /**
   * The build's day, YYYY-MM-DD (America/Toronto, as the register's dates): `updated` may not be
   * later. Defaults to the day the build runs.
   */
  today?: string
}

export type ArticleProblem = { field: string; message: string }

export const metaDescriptionMaxLength = 160
export const articleFileName = "index.mdx"

const kebabCase = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
/** How a YAML value reads in a message: "null", "a list", "number"… */
const kindOf = (value: unknown): string =>
  value === null ? "null" : Array.isArray(value) ? "a list" : typeof value

/** "7 min read" ("7 min de lecture"): the blog's read-time message with its minutes. */
export const readTimeOf = (locale: Locale, minutes: number): string =>
  formatMessage(messages[locale].blog.articleCopy.readTime, { minutes })

/** No-break spaces as plain ones: what an author types for the French read time's. */
const plainSpaces = (text: string): string => text.replace(/[\u00a0\u202f]/g, " ")

/**
 * A reading time as the edition's blog copy writes it ("7 min read", "7 min de lecture"), for one
 * minute or more; a plain space may stand for the copy's no-break one.
 */
export const isReadTime = (value: string, locale: Locale = "en"): boolean => {
  const minutes = Number(/\d+/.exec(value)?.[0])
  return (
    Number.isInteger(minutes) &&
    minutes >= 1 &&
    plainSpaces(readTimeOf(locale, minutes)) === plainSpaces(value)
  )
}

/**
 * A valid reading time as pages show it: the French one takes a no-break space after its number,
 * which authors type as a plain one ("7 min de lecture" becomes "7\u00a0min de lecture").
 */
export const shownReadTime = (value: string, locale: Locale): string =>
  readTimeOf(locale, Number(/\d+/.exec(value)?.[0]))

const notBlank = { error: "empty", abort: true } as const
const isNotBlank = (value: string) => value.trim() !== ""

/** "missing" for an absent field, "empty" for a YAML null; nothing for any other value. */
const absence = (input: unknown) =>
  input === undefined ? "missing" : input === null ? "empty" : undefined

/** Required text: "missing", "empty" (blank or YAML null) or the wrong kind of value. */
const text = () =>
  z
    .string({ error: ({ input }) => absence(input) ?? `must be text, got ${kindOf(input)}` })
    .refine(isNotBlank, notBlank)

const notAnIsoDate = (input: unknown) => `${JSON.stringify(input)} is not an ISO date (YYYY-MM-DD)`

// YAML turns an unquoted 2026-11-10 into a timestamp and silently rolls 2026-02-30 into March, so
// only the quoted form can be checked.
const day = (field: string) =>
  z
    .string({
      error: ({ input }) =>
        absence(input) ??
        (input instanceof Date
          ? `write the date in quotes, e.g. ${field}: "2026-11-10"`
          : notAnIsoDate(input)),
    })
    .refine(isNotBlank, notBlank)
    .refine(isIsoDate, { error: ({ input }) => notAnIsoDate(input) })

/** Item messages; the item's number is added from the zod issue's path. */
const tag = z
  .string({ error: ({ input }) => `is ${kindOf(input)}, not a string` })
  .refine(isNotBlank, "is empty")

/** The frontmatter, field by field in the order problems are listed. */
const frontmatterSchema = (locale: Locale) =>
  z.object({
    title: text(),
    excerpt: text(),
    date: day("date"),
    // The day of the last substantial revision, if any; its order against `date` and today is
    // checked by updatedProblems below.
    updated: day("updated").optional(),
    author: text(),
    readTime: z
      .custom<string>((value) => typeof value === "string" && isReadTime(value, locale), {
        error: ({ input }) =>
          `${JSON.stringify(input)} does not look like "${readTimeOf(locale, 7)}" (or leave it out to compute it)`,
      })
      .optional(),
    tags: z
      .array(tag, {
        error: ({ input }) =>
          input === undefined ? "missing" : `must be a list of strings, got ${kindOf(input)}`,
      })
      .min(1, "empty list"),
    metaDescription: text().refine((value) => [...value].length <= metaDescriptionMaxLength, {
      error: ({ input }) =>
        `${[...String(input)].length} characters, at most ${metaDescriptionMaxLength}`,
    }),
    // A French article names its English twin's folder; an English article is its own twin.
    translationOf:
      locale === "fr"
        ? text().refine((value) => kebabCase.test(value), {
            error: ({ input }) =>
              `${JSON.stringify(input)} is not the folder name of an English article (content/blog/<slug>/)`,
          })
        : z
            .undefined({ error: "only French articles (content/blogue/) name an English twin" })
            .optional(),
  })

const frontmatterProblems = (
  frontmatter: ArticleInput["frontmatter"],
  locale: Locale,
): ArticleProblem[] =>
  (frontmatterSchema(locale).safeParse(frontmatter).error?.issues ?? []).map(
    ({ path, message }) => ({
      field: String(path[0]),
      message: path.length > 1 ? `item ${Number(path[1]) + 1} ${message}` : message,
    }),
  )

/**
 * `updated` against the other dates, once both are real days: an article is revised after it is
 * published, and not on a day that has not come yet (ISO days compare as strings).
 */
const updatedProblems = (
  frontmatter: ArticleInput["frontmatter"],
  today: string,
): ArticleProblem[] => {
  const { date, updated } = frontmatter
  if (typeof updated !== "string" || !isIsoDate(updated)) return []
  if (typeof date === "string" && isIsoDate(date) && updated < date) {
    return [
      {
        field: "updated",
        message: `"${updated}" is before the publication date "${date}"; an article is updated after it is published`,
      },
    ]
  }
  return updated > today
    ? [{ field: "updated", message: `"${updated}" is in the future (the build's day is ${today})` }]
    : []
}

const checkSlug = (slug: string, locale: Locale): ArticleProblem[] => {
  if (slug === "") {
    const folder = locale === "fr" ? "content/blogue/<slug>/" : "content/blog/<slug>/"
    return [{ field: "slug", message: `the article needs its own folder: ${folder}` }]
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
  locale,
  frontmatter,
  body,
  today = todayInOfferZone(),
}: ArticleInput): ArticleProblem[] => [
  ...checkFileName(filePath),
  ...checkSlug(slug, locale),
  ...frontmatterProblems(frontmatter, locale),
  ...updatedProblems(frontmatter, today),
  ...(body.trim() === ""
    ? [{ field: "body", message: "empty: write the article below the ---" }]
    : []),
]

/** What the MDX compiler says of a body it cannot read: its reason and where, in the body. */
export type MdxSyntaxError = { reason?: string; message?: string; line?: number; column?: number }

/**
 * The build error for an MDX body that does not compile, with the line counted in the file (the
 * compiler counts from the body, after the frontmatter). `source` is the whole file's text.
 */
export const articleSyntaxMessage = (
  filePath: string,
  source: string,
  body: string,
  error: MdxSyntaxError,
): string => {
  const start = body ? source.indexOf(body) : -1
  const offset = start > 0 ? source.slice(0, start).split("\n").length - 1 : 0
  const where =
    typeof error.line === "number"
      ? `${filePath}:${error.line + offset}${error.column ? `:${error.column}` : ""}`
      : filePath
  const reason = (error.reason ?? error.message ?? String(error)).split("\n")[0]
  return formatArticleProblems(filePath, [
    { field: "body", message: `MDX syntax error at ${where}: ${reason}` },
  ])
}

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

export type PairedArticle = ArticleLocation & { locale: Locale; englishSlug: string }

/**
 * One message per French article whose `translationOf` names no English article, and one per
 * English article that more than one French article claims: each article has at most one twin.
 */
export const twinPairingMessages = (articles: readonly PairedArticle[]): string[] => {
  const english = new Set(articles.filter((a) => a.locale === "en").map((a) => a.slug))
  const french = articles.filter((a) => a.locale === "fr")
  const orphans = french
    .filter(({ englishSlug }) => !english.has(englishSlug))
    .map(({ filePath, englishSlug }) =>
      formatArticleProblems(filePath, [
        {
          field: "translationOf",
          message: `"${englishSlug}" is not an English article: no content/blog/${englishSlug}/index.mdx`,
        },
      ]),
    )
  const claims = new Map<string, string[]>()
  for (const { englishSlug, filePath } of french) {
    claims.set(englishSlug, [...(claims.get(englishSlug) ?? []), filePath])
  }
  const duplicates = [...claims]
    .filter(([, files]) => files.length > 1)
    .map(([englishSlug, files]) =>
      [
        `Invalid articles ${files.join(", ")}:`,
        `  - translationOf: all ${files.length} name "${englishSlug}"; an English article has one French twin`,
      ].join("\n"),
    )
  return [...orphans, ...duplicates]
}
