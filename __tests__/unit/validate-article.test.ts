/** @jest-environment node */
import fs from "fs"
import path from "path"
import matter from "gray-matter"
import {
  duplicateSlugMessages,
  formatArticleProblems,
  twinPairingMessages,
  validateArticle,
} from "../../src/node/validate-article"
import type { Locale } from "../../src/data/locale"
import type { ArticleInput } from "../../src/node/validate-article"
import { isIsoDate } from "../../src/business/days"

const complete = {
  title: "Red Light Therapy for Anti-Aging",
  excerpt: "What studies suggest about collagen, fine lines and glow.",
  date: "2026-11-10",
  author: "LumaSculpt Editorial Team",
  readTime: "7 min read",
  tags: ["Red Light Therapy", "Anti-Aging"],
  metaDescription: "Learn how red light therapy may support smoother, firmer-looking skin.",
}

const articleWith = (frontmatter: Record<string, unknown>): ArticleInput => ({
  filePath: "content/blog/red-light/index.mdx",
  slug: "red-light",
  locale: "en",
  frontmatter,
  body: "Red light therapy has moved from clinics into bathroom cabinets.",
})

/** Reads an article the way gatsby-plugin-mdx does (gray-matter, YAML) and validates it. */
const validateFile = (filePath: string, locale: Locale = "en") => {
  const { data, content } = matter(fs.readFileSync(filePath, "utf8"))
  const slug = path.basename(path.dirname(filePath))
  return validateArticle({ filePath, slug, locale, frontmatter: data, body: content })
}

/** The same frontmatter as a French article naming its English twin. */
const frenchWith = (frontmatter: Record<string, unknown>): ArticleInput => ({
  filePath: "content/blogue/lumiere-rouge/index.mdx",
  slug: "lumiere-rouge",
  locale: "fr",
  frontmatter,
  body: "La lumière rouge est passée des cliniques aux salles de bain.",
})

const without = (field: keyof typeof complete) =>
  Object.fromEntries(Object.entries(complete).filter(([key]) => key !== field))

describe("validateArticle", () => {
  it("accepts a complete article", () => {
    expect(validateArticle(articleWith({ ...complete }))).toEqual([])
  })

  it.each(["title", "excerpt", "date", "author", "tags", "metaDescription"] as const)(
    "reports a missing %s",
    (field) => {
      expect(validateArticle(articleWith(without(field)))).toEqual([{ field, message: "missing" }])
    },
  )

  it.each(["title", "excerpt", "date", "author", "metaDescription"] as const)(
    "reports an empty %s",
    (field) => {
      const fixture = { ...complete, [field]: "   " }
      expect(validateArticle(articleWith(fixture))).toEqual([{ field, message: "empty" }])
    },
  )

  it("reports text fields that YAML read as something else", () => {
    const fixture = { ...complete, title: 2026 }
    expect(validateArticle(articleWith(fixture))).toEqual([
      { field: "title", message: "must be text, got number" },
    ])
  })

  it("reports a date that is not written YYYY-MM-DD", () => {
    const fixture = { ...complete, date: "10/11/2026" }
    expect(validateArticle(articleWith(fixture))).toEqual([
      { field: "date", message: '"10/11/2026" is not an ISO date (YYYY-MM-DD)' },
    ])
  })

  it("reports a YYYY-MM-DD date that is not on the calendar", () => {
    const fixture = { ...complete, date: "2026-02-30" }
    expect(validateArticle(articleWith(fixture))).toEqual([
      { field: "date", message: '"2026-02-30" is not an ISO date (YYYY-MM-DD)' },
    ])
  })

  it("asks for quotes when YAML has already turned the date into a timestamp", () => {
    const fixture = { ...complete, date: new Date("2026-11-10") }
    expect(validateArticle(articleWith(fixture))).toEqual([
      { field: "date", message: 'write the date in quotes, e.g. date: "2026-11-10"' },
    ])
  })

  it("asks for quotes for an unquoted date in a real file, which YAML rolls on (2026-02-30)", () => {
    const filePath = "__tests__/fixtures/bad-articles/unquoted-date/index.mdx"
    expect(validateFile(filePath)).toEqual([
      { field: "date", message: 'write the date in quotes, e.g. date: "2026-11-10"' },
    ])
  })

  it("reports a folder name that is not kebab-case", () => {
    const fixture = { ...articleWith({ ...complete }), slug: "Red_Light--Therapy" }
    expect(validateArticle(fixture)).toEqual([
      {
        field: "slug",
        message:
          'folder name "Red_Light--Therapy" is not kebab-case (lowercase letters, digits, single hyphens)',
      },
    ])
  })

  it("reports an article that sits directly in content/blog without a folder", () => {
    const fixture = { ...articleWith({ ...complete }), slug: "", filePath: "content/blog/post.mdx" }
    expect(validateArticle(fixture).map(({ field }) => field)).toEqual(["file", "slug"])
  })

  it("accepts a 160-character metaDescription and rejects 161", () => {
    const fits = { ...complete, metaDescription: "a".repeat(160) }
    const tooLong = { ...complete, metaDescription: "a".repeat(161) }
    expect(validateArticle(articleWith(fits))).toEqual([])
    expect(validateArticle(articleWith(tooLong))).toEqual([
      { field: "metaDescription", message: "161 characters, at most 160" },
    ])
  })

  it("reports tags written as one string instead of a list", () => {
    const fixture = { ...complete, tags: "Red Light Therapy, Collagen" }
    expect(validateArticle(articleWith(fixture))).toEqual([
      { field: "tags", message: "must be a list of strings, got string" },
    ])
  })

  it("reports an empty tag list", () => {
    const fixture = { ...complete, tags: [] }
    expect(validateArticle(articleWith(fixture))).toEqual([
      { field: "tags", message: "empty list" },
    ])
  })

  it("reports each tag that is empty or not a string", () => {
    const fixture = { ...complete, tags: ["Collagen", "", 42] }
    expect(validateArticle(articleWith(fixture))).toEqual([
      { field: "tags", message: "item 2 is empty" },
      { field: "tags", message: "item 3 is number, not a string" },
    ])
  })

  it("accepts an article without readTime (it is computed)", () => {
    expect(validateArticle(articleWith(without("readTime")))).toEqual([])
  })

  it("reports a readTime not written the way the blog writes reading times", () => {
    const fixture = { ...complete, readTime: "7 minutes" }
    expect(validateArticle(articleWith(fixture))).toEqual([
      {
        field: "readTime",
        message: '"7 minutes" does not look like "7 min read" (or leave it out to compute it)',
      },
    ])
  })

  it.each(["12 min read", "1 min read"])("accepts the reading time %s", (readTime) => {
    expect(validateArticle(articleWith({ ...complete, readTime }))).toEqual([])
  })

  it.each(["0 min read", "07 min read", "7 mins read", 7, null])(
    "rejects the reading time %p",
    (readTime) => {
      expect(
        validateArticle(articleWith({ ...complete, readTime })).map(({ field }) => field),
      ).toEqual(["readTime"])
    },
  )

  it("reports a file that is not named index.mdx", () => {
    const fixture = {
      ...articleWith({ ...complete }),
      filePath: "content/blog/red-light/draft.mdx",
    }
    expect(validateArticle(fixture)).toEqual([
      { field: "file", message: "name it index.mdx inside the article's folder" },
    ])
  })

  it("reports an article with frontmatter but no body", () => {
    const fixture = { ...articleWith({ ...complete }), body: "\n\n" }
    expect(validateArticle(fixture)).toEqual([
      { field: "body", message: "empty: write the article below the ---" },
    ])
  })
})

describe("validateArticle's optional updated date", () => {
  /** The build's day in these tests. */
  const today = "2026-11-28"
  const withUpdated = (updated: unknown): ArticleInput => ({
    ...articleWith({ ...complete, updated }),
    today,
  })

  it("accepts an article without one", () => {
    expect(validateArticle({ ...articleWith({ ...complete }), today })).toEqual([])
  })

  it.each([
    ["a later day", "2026-11-27"],
    ["the publication date itself", "2026-11-10"],
    ["the build's own day", today],
  ])("accepts %s", (_, updated) => {
    expect(validateArticle(withUpdated(updated))).toEqual([])
  })

  it("reports a day before the publication date", () => {
    expect(validateArticle(withUpdated("2026-11-09"))).toEqual([
      {
        field: "updated",
        message:
          '"2026-11-09" is before the publication date "2026-11-10"; an article is updated after it is published',
      },
    ])
  })

  it("reports a day after the build's", () => {
    expect(validateArticle(withUpdated("2026-11-29"))).toEqual([
      {
        field: "updated",
        message: '"2026-11-29" is in the future (the build\'s day is 2026-11-28)',
      },
    ])
  })

  it("reports a day that is not on the calendar, or not written YYYY-MM-DD", () => {
    expect(validateArticle(withUpdated("2026-11-31"))).toEqual([
      { field: "updated", message: '"2026-11-31" is not an ISO date (YYYY-MM-DD)' },
    ])
    expect(validateArticle(withUpdated("27/11/2026"))).toEqual([
      { field: "updated", message: '"27/11/2026" is not an ISO date (YYYY-MM-DD)' },
    ])
  })

  it("asks for quotes when YAML has read it as a timestamp, naming the field", () => {
    expect(validateArticle(withUpdated(new Date("2026-11-27")))).toEqual([
      { field: "updated", message: 'write the date in quotes, e.g. updated: "2026-11-10"' },
    ])
  })

  it("reports an updated: line left empty", () => {
    expect(validateArticle(withUpdated(null))).toEqual([{ field: "updated", message: "empty" }])
  })

  it("fails with the file and the field named, the message the build prints", () => {
    const input = withUpdated("2027-01-05")
    expect(formatArticleProblems(input.filePath, validateArticle(input))).toBe(
      [
        "Invalid article content/blog/red-light/index.mdx:",
        '  - updated: "2027-01-05" is in the future (the build\'s day is 2026-11-28)',
      ].join("\n"),
    )
  })

  it("compares with the day the build runs when not given one", () => {
    const farFuture = articleWith({ ...complete, updated: "2999-01-01" })
    expect(validateArticle(farFuture).map(({ field }) => field)).toEqual(["updated"])
  })
})

describe("isIsoDate, the one date check", () => {
  it("knows leap years", () => {
    expect(isIsoDate("2028-02-29")).toBe(true)
    expect(isIsoDate("2026-02-29")).toBe(false)
  })

  it("refuses a month or day that does not exist, and anything not written YYYY-MM-DD", () => {
    expect(isIsoDate("2026-13-01")).toBe(false)
    expect(isIsoDate("2026-11-31")).toBe(false)
    expect(isIsoDate("2026-1-05")).toBe(false)
    expect(isIsoDate(new Date("2026-11-20"))).toBe(false)
    expect(isIsoDate("2026-11-30")).toBe(true)
  })
})

describe("formatArticleProblems", () => {
  it("names the file once, then every bad field on its own line", () => {
    const message = formatArticleProblems("content/blog/foo/index.mdx", [
      { field: "date", message: '"2026-13-40" is not an ISO date (YYYY-MM-DD)' },
      { field: "metaDescription", message: "171 characters, at most 160" },
    ])
    expect(message).toBe(
      [
        "Invalid article content/blog/foo/index.mdx:",
        '  - date: "2026-13-40" is not an ISO date (YYYY-MM-DD)',
        "  - metaDescription: 171 characters, at most 160",
      ].join("\n"),
    )
  })
})

describe("duplicateSlugMessages", () => {
  it("names the slug and every file that uses it", () => {
    const messages = duplicateSlugMessages([
      { slug: "twin-post", filePath: "content/blog/2025/twin-post/index.mdx" },
      { slug: "other-post", filePath: "content/blog/other-post/index.mdx" },
      { slug: "twin-post", filePath: "content/blog/2026/twin-post/index.mdx" },
    ])
    expect(messages).toHaveLength(1)
    expect(messages[0]).toContain("content/blog/2025/twin-post/index.mdx")
    expect(messages[0]).toContain("content/blog/2026/twin-post/index.mdx")
    expect(messages[0]).toContain('  - slug: "twin-post" is used by 2 articles')
  })

  it("is silent when every slug is unique", () => {
    expect(
      duplicateSlugMessages([
        { slug: "a", filePath: "content/blog/a/index.mdx" },
        { slug: "b", filePath: "content/blog/b/index.mdx" },
      ]),
    ).toEqual([])
  })
})

describe("a French article", () => {
  const french = { ...complete, readTime: "7 min de lecture", translationOf: "red-light" }

  it("passes with a French read time and its English twin's folder name", () => {
    expect(validateArticle(frenchWith(french))).toEqual([])
    // As pages show it, with a no-break space after the number, or as authors type it.
    expect(validateArticle(frenchWith({ ...french, readTime: "7\u00a0min de lecture" }))).toEqual(
      [],
    )
  })

  it("must name its English twin", () => {
    expect(validateArticle(frenchWith({ ...french, translationOf: undefined }))).toEqual([
      { field: "translationOf", message: "missing" },
    ])
  })

  it("reports a twin that is not a folder name", () => {
    expect(validateArticle(frenchWith({ ...french, translationOf: "Red Light" }))).toEqual([
      {
        field: "translationOf",
        message: '"Red Light" is not the folder name of an English article (content/blog/<slug>/)',
      },
    ])
  })

  it("reports an English read time", () => {
    expect(
      validateArticle(frenchWith({ ...french, readTime: "7 min read" })).map(({ field }) => field),
    ).toEqual(["readTime"])
  })

  it("is the only kind that names a twin", () => {
    expect(validateArticle(articleWith({ ...complete, translationOf: "red-light" }))).toEqual([
      {
        field: "translationOf",
        message: "only French articles (content/blogue/) name an English twin",
      },
    ])
  })
})

describe("twinPairingMessages", () => {
  const english = { locale: "en" as const, slug: "red-light", englishSlug: "red-light" }
  const en = { ...english, filePath: "content/blog/red-light/index.mdx" }

  it("names the French file whose English twin does not exist", () => {
    expect(
      twinPairingMessages([
        en,
        {
          locale: "fr",
          slug: "froid",
          englishSlug: "cooling",
          filePath: "content/blogue/froid/index.mdx",
        },
      ]),
    ).toEqual([
      [
        "Invalid article content/blogue/froid/index.mdx:",
        '  - translationOf: "cooling" is not an English article: no content/blog/cooling/index.mdx',
      ].join("\n"),
    ])
  })

  it("names every French file that claims the same English twin", () => {
    const messages = twinPairingMessages([
      en,
      { locale: "fr", slug: "a", englishSlug: "red-light", filePath: "content/blogue/a/index.mdx" },
      { locale: "fr", slug: "b", englishSlug: "red-light", filePath: "content/blogue/b/index.mdx" },
    ])
    expect(messages).toEqual([
      [
        "Invalid articles content/blogue/a/index.mdx, content/blogue/b/index.mdx:",
        '  - translationOf: all 2 name "red-light"; an English article has one French twin',
      ].join("\n"),
    ])
  })

  it("is silent when each French article has its own English twin", () => {
    expect(
      twinPairingMessages([
        en,
        {
          locale: "fr",
          slug: "a",
          englishSlug: "red-light",
          filePath: "content/blogue/a/index.mdx",
        },
      ]),
    ).toEqual([])
  })
})

describe.each([
  ["en", path.join("content", "blog")],
  ["fr", path.join("content", "blogue")],
] as const)("the published %s articles", (locale, dir) => {
  // Every MDX file the build would source from the edition's folder, wherever it sits.
  const files = fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".mdx"))
    .map((file) => path.join(dir, file))
    .sort()

  it("are found (the list is not empty)", () => {
    expect(files.length).toBeGreaterThan(0)
  })

  it.each(files)("%s passes validation", (filePath) => {
    expect(validateFile(filePath, locale)).toEqual([])
  })
})
