/**
 * What a rendered article depends on besides its own MDX: the shortcodes, the copy and styles
 * they render, the renderer itself, the register (the product card's facts), and the build's day (the "New" badge). Page queries are cached
 * between builds and re-run only when a node they read changes; so the build puts this key in the
 * data layer as one node (source-nodes.ts), and every field resolved from it (create-schema-
 * customization.ts) reads that node. When any of these files or the day changes, the node changes,
 * and every article and blog index re-renders: no `npm run clean` after editing a shortcode.
 */
import { createHash } from "node:crypto"
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"

/** The node's id and type in the data layer. */
export const articleRenderKeyId = "article-render-key"
export const articleRenderKeyType = "ArticleRenderKey"

/** Folders and files (from the project's root) an article's HTML is made from. */
export const articleRenderSources = [
  "src/components",
  "src/data",
  "src/hooks",
  "src/lib",
  "src/styles",
  "src/node/article-html.tsx",
  // <ProductCard /> states the register's price and rating.
  "content/business.yaml",
] as const

const filesUnder = (root: string, entry: string): string[] => {
  const full = path.join(root, entry)
  try {
    return readdirSync(full, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))
      .flatMap((child) => filesUnder(root, path.join(entry, child.name)))
  } catch {
    return [entry]
  }
}

/** A digest of every source file's path and bytes, and the build's day. */
export const articleRenderKey = (today: string, root: string = process.cwd()): string => {
  const hash = createHash("sha256").update(today)
  for (const file of articleRenderSources.flatMap((entry) => filesUnder(root, entry))) {
    hash.update(file).update(readFileSync(path.join(root, file)))
  }
  return hash.digest("hex")
}
