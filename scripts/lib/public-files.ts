// Which file of a publish directory a URL path names, the way Netlify's CDN resolves it: pretty
// URLs, a 301 to the trailing-slash form for directories, nothing outside the directory. For the
// byte budgets and the build-output tests, which read files synchronously; the local server
// (scripts/serve.ts) finds files with Netlify's own engine, @netlify/static, to the same rules.
import { statSync } from "node:fs"
import path from "node:path"

import type { Stats } from "node:fs"

export type PublicFile = { file: string; stat: Stats }

export type SlashRedirect = { slashRedirect: string }

// Netlify consumes these files at deploy time; they are never served.
const CONFIG_FILES = new Set(["_headers", "_redirects"])

/**
 * The file's stat; undefined for a directory or a path that does not exist (ENOENT, ENOTDIR).
 */
const statFile = (file: string) => {
  try {
    const stat = statSync(file)
    return stat.isFile() ? stat : undefined
  } catch {
    return undefined
  }
}

/**
 * A URL path inside the publish directory; undefined for anything that escapes it.
 */
const toFilePath = (publicDir: string, pathname: string) => {
  let decoded
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return undefined
  }
  if (decoded.includes("\0")) return undefined
  const file = path.join(publicDir, decoded)
  const inside = file === publicDir || file.startsWith(publicDir + path.sep)
  return inside && !CONFIG_FILES.has(path.basename(file)) ? file : undefined
}

/**
 * The files a URL path may name, in Netlify's order: the file itself, then its pretty-URL forms.
 */
const candidatesFor = (pathname: string) => {
  if (!pathname.endsWith("/")) return [pathname, `${pathname}.html`]
  return pathname === "/"
    ? ["/index.html"]
    : [`${pathname}index.html`, `${pathname.slice(0, -1)}.html`]
}

const firstFile = (publicDir: string, pathnames: string[]): PublicFile | undefined => {
  for (const pathname of pathnames) {
    const file = toFilePath(publicDir, pathname)
    const stat = file && statFile(file)
    if (file && stat) return { file, stat }
  }
  return undefined
}

/**
 * What Netlify serves for a same-site URL (its query and fragment are ignored): the file with its
 * stat, `{ slashRedirect }` for a directory asked for without its trailing slash (Netlify answers
 * 301 to the slash form), or undefined. With `followDirectories` (rewrite targets, reading a page)
 * a directory's index.html is returned directly.
 *
 * @param publicDir an absolute path
 */
export const resolvePublicFile = (
  publicDir: string,
  url: string,
  { followDirectories = false }: { followDirectories?: boolean } = {},
): PublicFile | SlashRedirect | undefined => {
  const pathname = url.split(/[?#]/)[0]
  const found = firstFile(publicDir, candidatesFor(pathname))
  if (found || pathname.endsWith("/")) return found
  const index = firstFile(publicDir, [`${pathname}/index.html`])
  if (!index) return undefined
  return followDirectories ? index : { slashRedirect: `${pathname}/` }
}

/**
 * The file a URL names, following a directory to its index.html; undefined when there is none.
 *
 * @param publicDir an absolute path
 */
export const publicFileFor = (publicDir: string, url: string) => {
  const found = resolvePublicFile(publicDir, url, { followDirectories: true })
  return found && "file" in found ? found.file : undefined
}
