/**
 * Reading the production build in public/: which files are pages, the route each one answers and
 * a parsed document per page. Shared by the build-output tests and the byte budgets, through
 * scripts/lib/public-files.ts (a URL's file, as Netlify serves it).
 */
import { existsSync, readdirSync, readFileSync } from "fs"
import path from "path"
import type { HTMLElement } from "node-html-parser"
import { parseHtml } from "../../scripts/lib/parse-html"
import { publicFileFor, resolvePublicFile } from "../../scripts/lib/public-files"

export { parseHtml }

export const projectRoot = path.resolve(__dirname, "../..")

/** The build to check; BUILD_DIR points the tests at another build (a copy of the site, say). */
export const publicDir = path.resolve(process.env.BUILD_DIR ?? path.join(projectRoot, "public"))

/**
 * Folders of public/ that hold assets and data, never pages, and the content editor (admin/: an
 * application for authors, out of search; __tests__/unit/cms.test.ts and e2e/cms.spec.ts check it).
 */
const nonPageFolders = new Set([
  "static",
  "page-data",
  "_gatsby",
  "~partytown",
  "icons",
  "media",
  "admin",
])

const walk = (dir: string, relative = ""): string[] =>
  readdirSync(path.join(dir, relative), { withFileTypes: true }).flatMap((entry) => {
    const child = path.posix.join(relative, entry.name)
    if (entry.isDirectory())
      return relative === "" && nonPageFolders.has(entry.name) ? [] : walk(dir, child)
    return entry.isFile() ? [child] : []
  })

/** Every page of the build as a path relative to public/, e.g. "blog/index.html", sorted. */
export const listPages = (): string[] => {
  if (!existsSync(publicDir))
    throw new Error(`${publicDir} does not exist: run \`npm run build\` first`)
  return walk(publicDir)
    .filter((file) => file.endsWith(".html"))
    .sort()
}

/** The route a page file answers: "index.html" → "/", "blog/index.html" → "/blog/". */
export const routeOf = (file: string): string =>
  file === "index.html"
    ? "/"
    : file.endsWith("/index.html")
      ? `/${file.slice(0, -"index.html".length)}`
      : `/${file}`

/**
 * The file public/ serves for a URL path, relative to public/ (pretty URLs: "/blog/" →
 * "blog/index.html"). Throws when the build has no such file.
 */
export const fileForRoute = (route: string): string => {
  const file = publicFileFor(publicDir, route)
  if (!file) throw new Error(`public/ has no file for ${route}`)
  return path.relative(publicDir, file).split(path.sep).join("/")
}

/** Absolute path of a file in public/. */
export const publicPath = (file: string): string => path.join(publicDir, file)

/** True when the server answers the URL path from public/ (a directory counts if it has index.html). */
export const resolvesInBuild = (urlPath: string): boolean =>
  resolvePublicFile(publicDir, urlPath) !== undefined

export const readPublicFile = (file: string): string => readFileSync(publicPath(file), "utf8")

/** A page's HTML; takes a route ("/blog/") or a file ("blog/index.html"). */
export const readPage = (routeOrFile: string): string =>
  readPublicFile(routeOrFile.startsWith("/") ? fileForRoute(routeOrFile) : routeOrFile)

/**
 * A page as a DOM. <noscript> content is parsed as markup too (gatsby-plugin-image puts the real
 * <img> of a lazy image there), while script and style stay raw text.
 */
export const parsePage = (routeOrFile: string): HTMLElement => parseHtml(readPage(routeOrFile))

export { readArticles, type ArticleSource } from "../support/articles"
