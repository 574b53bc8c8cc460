// Content-Type by file extension, as Netlify's CDN sends it.
import path from "node:path"

const TEXT = "; charset=utf-8"

/** @type {Readonly<Record<string, string>>} */
export const contentTypes = Object.freeze({
  ".html": `text/html${TEXT}`,
  ".js": `application/javascript${TEXT}`,
  ".mjs": `application/javascript${TEXT}`,
  ".css": `text/css${TEXT}`,
  ".json": `application/json${TEXT}`,
  ".map": `application/json${TEXT}`,
  ".xml": `application/xml${TEXT}`,
  ".txt": `text/plain${TEXT}`,
  ".webmanifest": `application/manifest+json${TEXT}`,
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
})

/** @param {string} file */
export const typeOf = (file) =>
  contentTypes[path.extname(file).toLowerCase()] ?? "application/octet-stream"

// Images, video and fonts are compressed already; compressing them again only costs time.
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/

/** @param {string} type */
export const isCompressible = (type) => COMPRESSIBLE.test(type)
