/**
 * Writes the content editor into the build: public/admin/ holds Sveltia CMS from its npm package
 * (no script from another origin), its configuration (cms-config.ts) and the article blocks
 * (src/cms/editor-components.js). Called after every build (src/node/on-post-build.ts).
 *
 * Every .js file is served with a year-long immutable Cache-Control (netlify.toml), so each script
 * sits at a path that changes with its content: the editor under its version, the blocks under a
 * hash. index.html and config.yml are revalidated like every page.
 */
import { createHash } from "crypto"
import { promises as fs } from "fs"
import path from "path"
import { stringify } from "yaml"
import { cmsConfig } from "./cms-config"
import { shortcodes } from "../cms/shortcodes"

/** The editor's address on the site. */
export const adminPath = "/admin/"

// Both read from the project (the build's working directory): gatsby-node runs from a compiled
// bundle without require.resolve. The editor is a direct dependency, so npm puts it at the top.
const packageDir = path.resolve("node_modules", "@sveltia", "cms")
const blocksSource = path.resolve("src", "cms", "editor-components.js")

const escapeJsonForHtml = (value: unknown): string => JSON.stringify(value).replace(/</g, "\\u003c")

/** /admin/index.html: no inline script (the CSP allows none); the block list is inert JSON. */
export const adminPage = ({
  cmsScript,
  blocksScript,
}: {
  cmsScript: string
  blocksScript: string
}) =>
  [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    "<title>LumaSculpt content</title>",
    `<link href="${adminPath}config.yml" type="application/yaml" rel="cms-config-url">`,
    "</head>",
    "<body>",
    `<script type="application/json" id="cms-shortcodes">${escapeJsonForHtml(shortcodes)}</script>`,
    `<script src="${cmsScript}"></script>`,
    `<script type="module" src="${blocksScript}"></script>`,
    "</body>",
    "</html>",
    "",
  ].join("\n")

/**
 * The three fonts the editor's stylesheet loads from cdn.jsdelivr.net, and the npm package file of
 * each (the same Fontsource release). The editor's copy points at these instead, so /admin/ loads
 * no font, style or script from another origin (src/node/admin-headers.ts lists what it fetches).
 */
export const editorFonts: ReadonlyArray<{ cdn: string; file: string }> = [
  {
    cdn: "https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2",
    file: "@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2",
  },
  {
    cdn: "https://cdn.jsdelivr.net/fontsource/fonts/noto-mono@5.3.0/latin-400-normal.woff2",
    file: "@fontsource/noto-mono/files/noto-mono-latin-400-normal.woff2",
  },
  {
    cdn: "https://cdn.jsdelivr.net/fontsource/fonts/material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2",
    file: "@fontsource-variable/material-symbols-outlined/files/material-symbols-outlined-latin-wght-normal.woff2",
  },
]

/** The editor's script with its fonts served from `fontsPath`; fails if it wants another font. */
export const withLocalFonts = (script: string, fontsPath: string): string => {
  const local = editorFonts.reduce(
    (source, { cdn, file }) => source.split(cdn).join(`${fontsPath}${path.basename(file)}`),
    script,
  )
  const left = /https:\/\/cdn\.jsdelivr\.net\/[^)"'`\s]+/.exec(local)
  if (left) {
    throw new Error(
      `The content editor loads ${left[0]}: add it to editorFonts in src/node/admin.ts (from its Fontsource package)`,
    )
  }
  return local
}

/** The editor's script and the chunks it loads beside itself (no source maps, no ES module twin). */
const copyEditor = async (to: string, urlPath: string) => {
  const dist = path.join(packageDir, "dist")
  await fs.mkdir(path.join(to, "chunks"), { recursive: true })
  await fs.mkdir(path.join(to, "fonts"), { recursive: true })
  const script = await fs.readFile(path.join(dist, "sveltia-cms.js"), "utf8")
  await fs.writeFile(path.join(to, "sveltia-cms.js"), withLocalFonts(script, `${urlPath}fonts/`))
  for (const { file } of editorFonts) {
    await fs.copyFile(
      path.resolve("node_modules", file),
      path.join(to, "fonts", path.basename(file)),
    )
  }
  for (const chunk of await fs.readdir(path.join(dist, "chunks"))) {
    if (chunk.endsWith(".js")) {
      await fs.copyFile(path.join(dist, "chunks", chunk), path.join(to, "chunks", chunk))
    }
  }
}

/** Writes public/admin/ and returns the editor's version. */
export const writeAdmin = async (publicDir: string): Promise<string> => {
  const adminDir = path.join(publicDir, "admin")
  await fs.rm(adminDir, { recursive: true, force: true })
  const { version } = JSON.parse(
    await fs.readFile(path.join(packageDir, "package.json"), "utf8"),
  ) as { version: string }
  const cmsDir = `sveltia-cms-${version}`
  await copyEditor(path.join(adminDir, cmsDir), `${adminPath}${cmsDir}/`)
  const blocks = await fs.readFile(blocksSource)
  const blocksName = `editor-components.${createHash("sha256").update(blocks).digest("hex").slice(0, 12)}.js`
  await fs.writeFile(path.join(adminDir, blocksName), blocks)
  await fs.writeFile(path.join(adminDir, "config.yml"), stringify(cmsConfig()))
  await fs.writeFile(
    path.join(adminDir, "index.html"),
    adminPage({
      cmsScript: `${adminPath}${cmsDir}/sveltia-cms.js`,
      blocksScript: `${adminPath}${blocksName}`,
    }),
  )
  return version
}
