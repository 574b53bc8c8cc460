/**
 * The stand-in media gate. Until the owner has real photographs and footage, the carousel's images,
 * the demo video with its poster and the share images are drawings that
 * tools/media/generate-media.mjs renders; it records each one's SHA-256 in
 * content/images/stand-ins.json when it writes it. A file the site shows whose bytes still match
 * one of those checksums is a stand-in:
 *
 * - a production deploy (Netlify's CONTEXT=production) stops and names every such file, as it
 *   refuses a sample business register (src/business/node/register.ts); other builds warn and go on;
 * - the data layer marks each product image `File.standIn` (create-schema-customization.ts), so
 *   the carousel captions them as illustrations, picks each one's alt text and the Product JSON-LD
 *   can leave them out; the home's page context says whether the video is one
 *   (on-create-page.ts), which picks the words the page says about it.
 *
 * Saving a real photo under the same name changes its checksum, which lifts both for that file.
 * docs/media.md is the owner's side of this.
 */
import { createHash } from "node:crypto"
import { readFileSync } from "node:fs"
import path from "node:path"
import { productImages as productImagesEn } from "../data/product-images"
import { productImages as productImagesFr } from "../data/fr/product-images"
import { videoMedia } from "../data/site"
import { shareImages } from "../components/seo/share-image"

/** Where generate-media.mjs records the stand-ins' checksums, from the project's root. */
export const standInRecordPath = "content/images/stand-ins.json"

/** The folder of the carousel's images, from the project's root. */
export const productImageFolder = "content/images/product"

/** content/images/stand-ins.json: project path → SHA-256 (hex) of the stand-in rendered there. */
export type StandInRecord = { readonly sha256: Readonly<Record<string, string>> }

/** A media file the site shows, from the project's root, and what replacing it takes. */
export type MediaInUse = { readonly file: string; readonly replace: string }

/** The hex SHA-256 of a file's bytes. */
export const sha256Of = (file: string): string =>
  createHash("sha256").update(readFileSync(file)).digest("hex")

/** The checksums the record holds; throws, naming the file, when it is missing or malformed. */
export const readStandInChecksums = (root: string = process.cwd()): ReadonlySet<string> => {
  let record: Partial<StandInRecord>
  try {
    record = JSON.parse(readFileSync(path.join(root, standInRecordPath), "utf8")) as StandInRecord
  } catch (error) {
    throw new Error(
      `${standInRecordPath}: cannot be read (${(error as Error).message}). It lists the checksums of the generated stand-in media and must stay in the repository: restore it from git, or render the media again with npm run media.`,
    )
  }
  const sums = Object.values(record.sha256 ?? {})
  if (sums.length === 0 || !sums.every((sum) => /^[0-9a-f]{64}$/.test(String(sum)))) {
    throw new Error(
      `${standInRecordPath}: sha256 must map each stand-in file to its SHA-256 checksum (64 hex digits). Restore it from git, or render the media again with npm run media.`,
    )
  }
  return new Set(sums)
}

/**
 * Every media file the site shows that pictures the device: the carousel's images (both editions
 * list the same files), the demo video and poster that src/data/site.ts names, and each edition's
 * share image, each with what replacing it takes. The app icon is the brand's mark, not a picture
 * of the device, and is not listed.
 */
export const mediaInUse = (): MediaInUse[] => {
  const photos = [...new Set([...productImagesEn, ...productImagesFr].map(({ file }) => file))]
  return [
    ...photos.map((file) => ({
      file: `${productImageFolder}/${file}`,
      replace: `save a photo of the device under the same name and update its alt text in src/data/product-images.ts and src/data/fr/product-images.ts`,
    })),
    {
      file: `static${videoMedia.src}`,
      replace: `put the real video in static/media/ under a new file name and point videoMedia.src in src/data/site.ts to it`,
    },
    {
      file: `static${videoMedia.poster}`,
      replace: `put the real video's poster in static/media/ under a new file name and point videoMedia.poster in src/data/site.ts to it`,
    },
    // The share images draw the device too, and every link preview shows one.
    ...Object.values(shareImages).map(({ path: sharePath }) => ({
      file: `static${sharePath}`,
      replace: `save a 1200×630 image made from a photo of the device under the same name, and update shareImageAlt in src/data/ui.ts and src/data/fr/ui.ts`,
    })),
  ]
}

/** Whether a file (absolute, or from `root`) is one of the recorded stand-ins, by its bytes. */
export const isStandIn = (
  file: string,
  root: string = process.cwd(),
  checksums: ReadonlySet<string> = readStandInChecksums(root),
): boolean => checksums.has(sha256Of(path.resolve(root, file)))

/** The files the site shows that are still stand-ins, in the order `mediaInUse` lists them. */
export const standInsInUse = (
  root: string = process.cwd(),
  media: readonly MediaInUse[] = mediaInUse(),
): MediaInUse[] => {
  const checksums = readStandInChecksums(root)
  return media.filter(({ file }) => isStandIn(file, root, checksums))
}

/**
 * What a build in this context must say about the stand-ins it would ship: `errors` stop a
 * production build, `warnings` are printed by any other. One line per file, naming it and what
 * replacing it takes.
 */
export const judgeStandInMedia = (
  standIns: readonly MediaInUse[],
  { context }: { context: string | undefined },
): { errors: string[]; warnings: string[] } => {
  const problems = standIns.map(
    ({ file, replace }) =>
      `${file}: is still the generated stand-in (an illustration, not the product): ${replace} (docs/media.md).`,
  )
  return context === "production"
    ? { errors: problems, warnings: [] }
    : {
        errors: [],
        warnings: problems.map((problem) => `${problem} (A production build stops here.)`),
      }
}

type GateReporter = { warn: (message: string) => void; panic: (message: string) => void }

/**
 * The gate as a build step: reads the record and the files, then warns, or stops a production
 * build with one message listing every stand-in. A missing or malformed record stops any build.
 */
export const gateStandInMedia = (
  reporter: GateReporter,
  { context, root = process.cwd() }: { context: string | undefined; root?: string },
): void => {
  let standIns
  try {
    standIns = standInsInUse(root)
  } catch (error) {
    reporter.panic((error as Error).message)
    return
  }
  const { errors, warnings } = judgeStandInMedia(standIns, { context })
  warnings.forEach((warning) => reporter.warn(warning))
  if (errors.length > 0) {
    reporter.panic(
      [
        `This production build would ship ${errors.length} stand-in media file(s). Replace each:`,
        ...errors.map((error) => `  ${error}`),
      ].join("\n"),
    )
  }
}
