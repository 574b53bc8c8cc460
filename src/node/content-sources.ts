import type { Locale } from "../data/locale"

/**
 * The names gatsby-config gives its gatsby-source-filesystem instances; on-create-node picks the
 * articles, and their edition, by them. GraphQL page queries cannot interpolate, so
 * src/components/home/home-page.tsx writes "product" in its allFile filter: rename both together.
 */
export const sourceNames = {
  product: "product",
  blog: "blog",
  blogue: "blogue",
} as const

/** Where each edition's articles live, as a source name and a folder under content/. */
export const articleSources: Readonly<Record<Locale, string>> = {
  en: sourceNames.blog,
  fr: sourceNames.blogue,
}

/** The edition of a file from one of the article sources; undefined for any other file. */
export const articleLocaleOf = (sourceInstanceName: unknown): Locale | undefined =>
  (Object.keys(articleSources) as Locale[]).find(
    (locale) => articleSources[locale] === sourceInstanceName,
  )

/** Where each edition's articles live: content/<folder>/<slug>/index.mdx, images beside it. */
export const articleFolders: Readonly<Record<Locale, string>> = {
  en: "content/blog",
  fr: "content/blogue",
}
