import { promises as fs } from "fs"
import path from "path"
import { siteUrl } from "../data/site"

/**
 * Every crawler may read everything but the content editor (/admin/, which also says noindex);
 * the sitemap's absolute URL follows the deploy's origin.
 */
export const robotsTxt = (origin: string = siteUrl): string =>
  [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin/",
    "",
    `Sitemap: ${origin}/sitemap-index.xml`,
    "",
  ].join("\n")

export const writeRobotsTxt = (publicDir: string): Promise<void> =>
  fs.writeFile(path.join(publicDir, "robots.txt"), robotsTxt())
