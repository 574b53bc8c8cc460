// Sending a file of the publish directory the way Netlify's CDN does: byte ranges for media,
// ETags, compression for text.
//
// Why not sirv (weighed in issue 15): it covers MIME types, ETags and ranges, but it always answers
// 200/206, so the custom 404 page and the /blog/* 404 rule would still need this code; it serves
// only precompressed .br/.gz siblings, so on-the-fly brotli/gzip would need a second package
// wrapping the response; it does not redirect directories to their trailing slash, serves
// _headers, sends `text/javascript` and no charset on text, and reads a `bytes=-N` suffix range as
// the first N bytes. Wrapping it would take more lines than these, with less certainty.
import { createReadStream } from "node:fs"
import { compressed, pickEncoding } from "./compression.mjs"
import { isCompressible, typeOf } from "./content-types.mjs"

/**
 * @typedef {import("node:http").IncomingMessage} Request
 * @typedef {import("node:http").ServerResponse} Response
 * @typedef {import("node:fs").Stats} Stats
 */

/** Netlify's own Cache-Control for anything no header rule covers (not a choice of this site). */
const NETLIFY_DEFAULT_CACHE_CONTROL = "public, max-age=0, must-revalidate"

/**
 * One `bytes=` range (what media elements send); undefined when absent or not a single range.
 *
 * @param {string | undefined} header
 * @param {number} size
 */
const parseRange = (header, size) => {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? "")
  if (!match || (match[1] === "" && match[2] === "")) return undefined
  if (match[1] === "") return { start: Math.max(size - Number(match[2]), 0), end: size - 1 }
  const end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1)
  return { start: Number(match[1]), end }
}

/** @param {Stats} stat */
const etagOf = (stat) => `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`

/**
 * @param {Request} req
 * @param {string} etag
 */
const isFresh = (req, etag) =>
  (req.headers["if-none-match"] ?? "")
    .split(",")
    .some((candidate) => candidate.trim() === etag || candidate.trim() === "*")

/**
 * Sends a file with the status Netlify would use. `headers` are the custom headers for the URL;
 * they may override Content-Type and Cache-Control but not the transport headers.
 *
 * @param {Request} req
 * @param {Response} res
 * @param {{ file: string, stat: Stats, status?: number, headers?: Record<string, string> }} options
 */
export const sendFile = async (req, res, { file, stat, status = 200, headers = {} }) => {
  const type = typeOf(file)
  const etag = etagOf(stat)
  const compressible = isCompressible(type)
  res.setHeader("Content-Type", type)
  res.setHeader("Cache-Control", NETLIFY_DEFAULT_CACHE_CONTROL)
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
