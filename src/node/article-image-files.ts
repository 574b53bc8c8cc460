/**
 * Images an article shows: files in the article's own folder, beside index.mdx (where the content
 * editor stores them), written in MDX as `![What the image shows](photo.jpg)`. The build turns each
 * into a WebP at most `articleImageWidth` pixels wide at the article's address, and the page gives
 * it its width and height, so nothing moves when it loads. An image that is not in the folder, that
 * lives on another site, or that has no alternative text stops the build, naming the file
 * (src/lib/article-images.ts, src/components/blog/article-image.tsx).
 */
import { promises as fs } from "fs"
import path from "path"
import sharp from "sharp"
import type { Locale } from "../data/locale"
import { localizedRoutes } from "../data/routes"
import type { ArticleImage, ArticleImages } from "../lib/article-images"
import { articleFolders } from "./content-sources"

/** The widest an article image is served: twice the article column (about 600 CSS pixels). */
export const articleImageWidth = 1200

export const articleImageExtensions: readonly string[] = [".jpg", ".jpeg", ".png", ".webp", ".avif"]

const isImage = (file: string) => articleImageExtensions.includes(path.extname(file).toLowerCase())

const servedName = (file: string) => `${path.basename(file, path.extname(file))}.webp`

type ReadImage = { bytes: Buffer; width: number; height: number }

/** Each image file is read from disk once per build, by the page query and the writer alike. */
const readImages = new Map<string, Promise<ReadImage>>()

const readImage = async (file: string): Promise<ReadImage> => {
  const { mtimeMs, size } = await fs.stat(file)
  const key = `${file}:${mtimeMs}:${size}`
  let read = readImages.get(key)
  if (!read) {
    read = fs.readFile(file).then(async (bytes) => {
      // Upright, as writeArticleImages serves it (.rotate() applies a phone photo's EXIF turn).
      const { width, height } = (await sharp(bytes).metadata()).autoOrient
      return { bytes, width, height }
    })
    readImages.set(key, read)
  }
  return read
}

/** The images beside an article and how its page (at `pagePath`) shows them. */
export const articleImages = async (
  articleDir: string,
  pagePath: string,
): Promise<ArticleImages> => {
  const files = (await fs.readdir(articleDir)).filter(isImage).sort()
  const entries = await Promise.all(
    files.map(async (file) => {
      const { width, height } = await readImage(path.join(articleDir, file))
      const served = Math.min(width, articleImageWidth)
      const image: ArticleImage = {
        src: `${pagePath}${servedName(file)}`,
        width: served,
        height: Math.round((height * served) / Math.max(width, 1)),
      }
      return [file, image] as const
    }),
  )
  return Object.fromEntries(entries)
}

/** Writes each image of the article's folder under `publicDir` + its page's path, as served. */
export const writeArticleImages = async (
  articleDir: string,
  pagePath: string,
  publicDir: string,
): Promise<number> => {
  const files = (await fs.readdir(articleDir)).filter(isImage)
  const target = path.join(publicDir, pagePath)
  await fs.mkdir(target, { recursive: true })
  await Promise.all(
    files.map(async (file) =>
      sharp((await readImage(path.join(articleDir, file))).bytes)
        .rotate()
        .resize({ width: articleImageWidth, withoutEnlargement: true })
        .webp({ quality: 78 })
        .toFile(path.join(target, servedName(file))),
    ),
  )
  return files.length
}

/** Writes the images of every article of both editions into `publicDir`; returns how many. */
export const writeAllArticleImages = async (root: string, publicDir: string): Promise<number> => {
  let written = 0
  for (const locale of Object.keys(articleFolders) as Locale[]) {
    const folder = path.join(root, articleFolders[locale])
    const slugs = await fs.readdir(folder, { withFileTypes: true }).catch(() => [])
    for (const entry of slugs.filter((e) => e.isDirectory())) {
      written += await writeArticleImages(
        path.join(folder, entry.name),
        localizedRoutes[locale].article(entry.name),
        publicDir,
      )
    }
  }
  return written
}
