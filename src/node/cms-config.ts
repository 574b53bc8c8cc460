/**
 * The content editor's configuration (Sveltia CMS at /admin/), written to public/admin/config.yml
 * after every build (admin.ts beside it). It is built here from the same rules the build enforces
 * (validate-article.ts beside it; the register's fields, src/business/node/cms-fields.ts), so the
 * editor's field checks cannot drift from the build's. The build stays the gate: whatever the
 * editor lets through, an article or register with a bad field still stops the build with the
 * file and the field.
 * docs/cms.md explains the choice of editor, sign-in and the author's path to a Deploy Preview.
 */
import type { CmsConfig, EntryCollection, Field } from "@sveltia/cms"
import type { Locale } from "../data/locale"
import { siteUrl } from "../data/site"
import { isoDay, registerFields } from "../business/node/cms-fields"
import { registerPath } from "../business/node/register"
import { articleFolders } from "./content-sources"
import { metaDescriptionMaxLength, readTimeOf } from "./validate-article"
import { shortcodes } from "../cms/shortcodes"

/** The GitHub repository the editor commits to, as "owner/name". */
export type CmsRepository = { repo: string; branch: string }

/**
 * The repository from Netlify's build variables (REPOSITORY_URL is https://github.com/owner/name
 * or git@github.com:owner/name), or CMS_GITHUB_REPO; a local build without either gets a
 * placeholder, enough for the local-folder workflow, which never calls GitHub.
 */
export const cmsRepository = (env: NodeJS.ProcessEnv = process.env): CmsRepository => {
  const fromUrl = /github\.com[/:]([^/]+\/[^/]+?)(?:\.git)?\/?$/.exec(env.REPOSITORY_URL ?? "")?.[1]
  return {
    repo: env.CMS_GITHUB_REPO || fromUrl || "owner/lumasculpt-site",
    branch: env.CMS_GITHUB_BRANCH || "main",
  }
}

/** Whether the repository is public, the owner's setting (docs/cms.md, "Turn on sign-in"). */
export const cmsVisibilityVariable = "CMS_GITHUB_VISIBILITY"

/**
 * The access the editor asks GitHub for when an author signs in: `public_repo` (public
 * repositories only) when the owner says the repository is public, else `repo`, which a private
 * repository needs and which reaches every repository the author can write to.
 */
export const cmsAuthScope = (env: NodeJS.ProcessEnv = process.env): "public_repo" | "repo" =>
  env[cmsVisibilityVariable]?.trim().toLowerCase() === "public" ? "public_repo" : "repo"

// A reading time as the edition writes it: "7 min read", "7 min de lecture", with a plain space
// or a no-break one (the build shows the French one with a no-break space after the number).
const readTimePattern = (locale: Locale): [string, string] => {
  const example = readTimeOf(locale, 7).replace(/\u00a0/g, " ")
  return [
    `^[1-9]\\d*${example.replace(/^7/, "").replace(/ /g, "[ \\u00a0\\u202f]")}$`,
    `Write it like "${example}", or leave it empty.`,
  ]
}

const articleFields = (locale: Locale): Field[] => [
  {
    name: "title",
    label: "Title",
    widget: "string",
    hint: "The article's heading and the page title in search results.",
  },
  {
    name: "excerpt",
    label: "Excerpt",
    widget: "text",
    hint: "One or two sentences for the blog's list of articles.",
  },
  {
    name: "date",
    label: "Publication date",
    ...isoDay,
  },
  {
    // The build checks the order (validate-article.ts): the editor cannot compare two fields, and
    // a `max` fixed when the site was built would refuse today's date a day later.
    name: "updated",
    label: "Last updated",
    ...isoDay,
    required: false,
    hint: "Only after a substantial revision: the day of it, on or after the publication date and not in the future. Leave empty for a new article or a small fix.",
  },
  { name: "author", label: "Author", widget: "string" },
  {
    name: "readTime",
    label: "Reading time",
    widget: "string",
    required: false,
    pattern: readTimePattern(locale),
    hint: "Leave empty and the build counts it from the text.",
  },
  {
    name: "tags",
    label: "Tags",
    widget: "list",
    min: 1,
    field: { name: "tag", label: "Tag", widget: "string" },
    hint: "At least one.",
  },
  {
    name: "metaDescription",
    label: "Search description",
    widget: "text",
    maxlength: metaDescriptionMaxLength,
    hint: `What search engines show under the title: at most ${metaDescriptionMaxLength} characters.`,
  },
  ...(locale === "fr"
    ? ([
        {
          name: "translationOf",
          label: "English original",
          widget: "relation",
          collection: "blog",
          value_field: "{{slug}}",
          search_fields: ["title"],
          display_fields: ["title"],
          hint: "The English article this one translates: the language switch links the two.",
        },
      ] satisfies Field[])
    : []),
  {
    name: "body",
    label: "Article",
    widget: "markdown",
    // No code blocks: the editor would fetch their highlighter from another origin, which
    // /admin/'s Content-Security-Policy refuses, and articles have no code.
    buttons: [
      "bold",
      "italic",
      "link",
      "heading-two",
      "heading-three",
      "quote",
      "bulleted-list",
      "numbered-list",
    ],
    editor_components: ["image", ...shortcodes.map(({ id }) => id)],
  },
]

const articleCollection = (locale: Locale): EntryCollection => ({
  name: locale === "en" ? "blog" : "blogue",
  label: locale === "en" ? "Articles (English)" : "Articles (French)",
  label_singular: locale === "en" ? "English article" : "French article",
  folder: articleFolders[locale],
  // content/blog/<slug>/index.mdx: the folder's name is the article's address.
  path: "{{slug}}/index",
  extension: "mdx",
  format: "frontmatter",
  create: true,
  // Images go into the article's own folder, beside index.mdx, as gatsby-plugin-image expects.
  media_folder: "",
  public_folder: "",
  summary: "{{title}} ({{date}})",
  sortable_fields: ["date", "title"],
  fields: articleFields(locale),
})

/** The whole configuration, for public/admin/config.yml. */
export const cmsConfig = (
  repository: CmsRepository = cmsRepository(),
  authScope: "public_repo" | "repo" = cmsAuthScope(),
): CmsConfig => ({
  backend: {
    name: "github",
    repo: repository.repo,
    branch: repository.branch,
    auth_scope: authScope,
    // Sign-in through the Netlify site's GitHub OAuth provider (docs/cms.md, "Turn on sign-in").
    base_url: "https://api.netlify.com",
  },
  // Every change becomes a pull request; Netlify builds a Deploy Preview of it (the real preview).
  publish_mode: "editorial_workflow",
  media_folder: "static/media",
  public_folder: "/media",
  // No stock photo services: their images come from other origins, which the build refuses in an
  // article (src/lib/article-images.ts) and /admin/'s CSP does not load.
  media_libraries: { stock_assets: false },
  site_url: siteUrl,
  app_title: "LumaSculpt content",
  // French slugs lose their accents: "Rougeurs et froid" becomes rougeurs-et-froid.
  slug: { encoding: "ascii", clean_accents: true },
  // The frontmatter quotes every string, dates included, as the build asks (no YAML timestamps).
  output: { omit_empty_optional_fields: true, yaml: { quote: "double" } },
  collections: [
    articleCollection("en"),
    articleCollection("fr"),
    {
      name: "settings",
      label: "Business register",
      files: [
        {
          name: "business",
          label: "Business facts (rating, seller, guarantee, shipping, offer)",
          file: registerPath,
          format: "yaml",
          fields: registerFields,
        },
      ],
    },
  ],
})
