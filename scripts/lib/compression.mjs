// Brotli and gzip for text responses, so Lighthouse and the browser tests see real transfer sizes.
import { promises as fs } from "node:fs"
import { promisify } from "node:util"
import zlib from "node:zlib"

/** @typedef {"br" | "gzip"} Encoding */

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

// CDNs compress on the fly at moderate levels: brotli 5 is within ~10% of the maximum (11) and a
// hundred times faster, so the first load is not slowed down; gzip keeps its default level.
/** @type {Record<Encoding, (buffer: Buffer) => Promise<Buffer>>} */
const compressors = {
  br: (buffer) =>
    brotli(buffer, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
      },
    }),
  gzip: (buffer) => gzip(buffer),
}

/** @type {readonly Encoding[]} Best first. */
const preference = ["br", "gzip"]

/**
 * Brotli, else gzip, among the encodings the client accepts (q=0 means refused); or undefined.
 *
 * @param {string} [acceptEncoding]
 * @returns {Encoding | undefined}
 */
export const pickEncoding = (acceptEncoding = "") => {
  const accepted = acceptEncoding
    .split(",")
    .map((part) => part.trim().split(/\s*;\s*/))
    .filter(([, q]) => !/^q=0(\.0*)?$/.test(q ?? ""))
    .map(([name]) => name.toLowerCase())
  return preference.find((name) => accepted.includes(name))
}

// Compressed once per file version and encoding, like a CDN's cache.
/** @type {Map<string, Promise<Buffer>>} */
const cache = new Map()

/**
 * The file's bytes in `encoding`.
 *
 * @param {string} file
 * @param {import("node:fs").Stats} stat
 * @param {Encoding} encoding
 */
export const compressed = (file, stat, encoding) => {
  const key = `${encoding}:${file}:${stat.size}:${stat.mtimeMs}`
  let bytes = cache.get(key)
  if (!bytes) {
    bytes = fs.readFile(file).then(compressors[encoding])
    cache.set(key, bytes)
  }
  return bytes
}
