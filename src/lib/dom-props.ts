/**
 * Emotion's answer, known in advance, for each prop this site hands to a styled element: whether
 * the element passes it on to the DOM. src/lib/is-prop-valid.ts uses it so that the browser need
 * not run emotion's own test (see there why), and a unit test checks every answer against
 * emotion's and that the site's pages use no prop left out here.
 */

/** HTML and React props the site's styled elements pass on to the DOM. */
export const domProps: ReadonlySet<string> = new Set([
  "alt",
  "autoComplete",
  "autoPlay",
  "children",
  "className",
  "dangerouslySetInnerHTML",
  "decoding",
  "disabled",
  "draggable",
  "fetchpriority",
  "height",
  "href",
  "id",
  "lang",
  "loading",
  "loop",
  "muted",
  "name",
  "placeholder",
  "playsInline",
  "poster",
  "preload",
  "readOnly",
  "rel",
  "required",
  "role",
  "sizes",
  "src",
  "srcSet",
  "style",
  "tabIndex",
  "target",
  "title",
  "type",
  "value",
  "width",
])

/**
 * Props a styled element keeps to itself: `as` (emotion asks about it once for each styled
 * component, as its module loads) and the props our components read in their styles only.
 */
export const styleOnlyProps: ReadonlySet<string> = new Set([
  "as",
  "count",
  "share",
  "side",
  "tone",
  "wideColumns",
])

/** Whether emotion passes `prop` on to the DOM, or undefined when only emotion's test can tell. */
export const knownPropAnswer = (prop: string): boolean | undefined => {
  if (domProps.has(prop)) return true
  if (styleOnlyProps.has(prop)) return false
  // aria-label, data-photos; onClick, onPointerDown: emotion passes on every such name.
  if (prop.startsWith("aria-") || prop.startsWith("data-")) return true
  if (/^on[A-Z]/.test(prop)) return true
  return undefined
}
