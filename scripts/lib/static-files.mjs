// Finding and sending files from the publish directory the way Netlify's CDN does: pretty URLs,
// byte ranges for media, ETags, compression for text.
import { createReadStream, promises as fs } from "node:fs"
import path from "node:path"
import { compressed, pickEncoding } from "./compression.mjs"
import { isCompressible, typeOf } from "./content-types.mjs"

/** Netlify's own Cache-Control for anything no header rule covers. */
export const DEFAULT_CACHE_CONTROL = "public, max-age=0, must-revalidate"

// Netlify consumes these files at deploy time; they are never served.
const CONFIG_FILES = new Set(["_headers", "_redirects"])

const statFile = async (file) => {
  const stat = await fs.stat(file).catch(() => undefined)
  return stat?.isFile() ? stat : undefined
}

// Resolves a URL path inside the publish directory; undefined for anything that escapes it.
const toFilePath = (publicDir, pathname) => {
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

// The files a URL path may name, in Netlify's order: the file itself, then its pretty-URL forms.
const candidatesFor = (pathname) => {
  if (!pathname.endsWith("/")) return [pathname, `${pathname}.html`]
  return pathname === "/"
    ? ["/index.html"]
    : [`${pathname}index.html`, `${pathname.slice(0, -1)}.html`]
}

const firstFile = async (publicDir, pathnames) => {
  for (const pathname of pathnames) {
    const file = toFilePath(publicDir, pathname)
    const stat = file && (await statFile(file))
    if (stat) return { file, stat }
  }
  return undefined
}

/**
 * What Netlify serves for a URL path: `{ file, stat }`, `{ slashRedirect }` for a directory asked
 * for without its trailing slash (Netlify answers 301 to the slash form), or undefined.
 * With `followDirectories` (rewrite targets) a directory's index.html is served directly.
 */
export const findFile = async (publicDir, pathname, { followDirectories = false } = {}) => {
  const found = await firstFile(publicDir, candidatesFor(pathname))
  if (found || pathname.endsWith("/")) return found
  const index = await firstFile(publicDir, [`${pathname}/index.html`])
  if (!index) return undefined
  return followDirectories ? index : { slashRedirect: `${pathname}/` }
}

// One `bytes=` range (what media elements send); undefined when absent or not a single range.
const parseRange = (header, size) => {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? "")
  if (!match || (match[1] === "" && match[2] === "")) return undefined
  if (match[1] === "") return { start: Math.max(size - Number(match[2]), 0), end: size - 1 }
  const end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1)
  return { start: Number(match[1]), end }
}

const etagOf = (stat) => `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`

const isFresh = (req, etag) =>
  (req.headers["if-none-match"] ?? "")
    .split(",")
    .some((candidate) => candidate.trim() === etag || candidate.trim() === "*")

/**
 * Sends a file with the status Netlify would use. `headers` are the custom headers for the URL;
 * they may override Content-Type and Cache-Control but not the transport headers.
 */
export const sendFile = async (req, res, { file, stat, status = 200, headers = {} }) => {
  const type = typeOf(file)
  const etag = etagOf(stat)
  const compressible = isCompressible(type)
  res.setHeader("Content-Type", type)
  res.setHeader("Cache-Control", DEFAULT_CACHE_CONTROL)
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
  res.setHeader("ETag", etag)
  if (compressible) res.setHeader("Vary", "Accept-Encoding")
  if (status === 200 && isFresh(req, etag)) {
    res.writeHead(304).end()
    return
  }
  const encoding = compressible ? pickEncoding(req.headers["accept-encoding"]) : undefined
  if (encoding) {
    const body = await compressed(file, stat, encoding)
    res.setHeader("Content-Encoding", encoding)
    res.setHeader("Content-Length", body.length)
    res.writeHead(status).end(req.method === "HEAD" ? undefined : body)
    return
  }
  res.setHeader("Accept-Ranges", "bytes")
  const range = status === 200 ? parseRange(req.headers.range, stat.size) : undefined
  if (range && (range.start > range.end || range.start >= stat.size)) {
    res.setHeader("Content-Range", `bytes */${stat.size}`)
    res.writeHead(416).end()
    return
  }
  const { start, end } = range ?? { start: 0, end: stat.size - 1 }
  if (range) res.setHeader("Content-Range", `bytes ${start}-${end}/${stat.size}`)
  res.setHeader("Content-Length", Math.max(end - start + 1, 0))
  res.writeHead(range ? 206 : status)
  if (req.method === "HEAD" || stat.size === 0) {
    res.end()
    return
  }
  createReadStream(file, { start, end })
    .on("error", () => res.destroy())
    .pipe(res)
}
