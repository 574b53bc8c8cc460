// Runs in the browser at /admin/, after the content editor's own script: one editor block per
// MDX component an article may use. The list comes from src/cms/shortcodes.ts, written into
// /admin/index.html by the build (src/node/admin.ts) as JSON, so this file never changes with it.
// Each block reads and writes exactly what a developer types: `<SafetyNotes />` on its own line,
// or `<ListingLink>words</ListingLink>`.

/**
 * @typedef {import("./shortcodes").Shortcode} Shortcode
 * @typedef {import("@sveltia/cms").EditorComponentDefinition} EditorComponentDefinition
 */

/** @param {string} text */
const escapeHtml = (text) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`)

/**
 * The editor block for one component.
 *
 * @param {Shortcode} shortcode
 * @returns {EditorComponentDefinition}
 */
export const editorComponentFor = ({ id, name, label, text }) =>
  text
    ? {
        id,
        label,
        fields: [{ name: "text", label: text.label, hint: text.hint, widget: "string" }],
        pattern: new RegExp(`^<${name}>(.+?)</${name}>$`),
        fromBlock: (match) => ({ text: match[1] }),
        toBlock: ({ text: words }) => `<${name}>${String(words ?? "").trim()}</${name}>`,
        toPreview: ({ text: words }) => `<a href="#">${escapeHtml(String(words ?? ""))}</a>`,
      }
    : {
        id,
        label,
        fields: [],
        pattern: new RegExp(`^<${name}\\s*/>$`),
        fromBlock: () => ({}),
        toBlock: () => `<${name} />`,
        // The text itself is the site's (src/data/guidance.ts); the preview names the block.
        toPreview: () => `<p><em>${escapeHtml(label)}</em></p>`,
      }

/**
 * Registers every block listed in the page's `#cms-shortcodes` JSON.
 *
 * @param {Document} page
 * @param {{ registerEditorComponent: (definition: EditorComponentDefinition) => void }} cms
 */
export const registerShortcodes = (page, cms) => {
  const list = page.getElementById("cms-shortcodes")?.textContent
  /** @type {Shortcode[]} */
  const shortcodes = list ? JSON.parse(list) : []
  for (const shortcode of shortcodes) cms.registerEditorComponent(editorComponentFor(shortcode))
}

// On /admin/ itself (not in tests): the editor's global is there, register now, before it starts.
if (typeof window !== "undefined" && "CMS" in window) {
  registerShortcodes(document, /** @type {any} */ (window).CMS)
}
