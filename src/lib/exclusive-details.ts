/**
 * `<details name="…">` groups (the home FAQ): browsers keep at most one item of a group open.
 * Browsers that predate the `name` attribute (Chromium before 120, Safari before 17.2, Firefox
 * before 130) would let several stay open; for them, one listener on the document closes the
 * others of a group when one opens. Being a listener on the document, not a component's handler,
 * it works before React has hydrated the FAQ.
 */

/** True where the browser groups `<details name>` itself. */
export const detailsGroupsAreNative = (view: Window & typeof globalThis): boolean =>
  "name" in view.HTMLDetailsElement.prototype

/** When a named `<details>` opens, closes the other open ones of its group in the document. */
export const closeOtherDetails = (event: Event): void => {
  const opened = event.target
  if (!(opened instanceof HTMLDetailsElement) || !opened.open) return
  const group = opened.getAttribute("name")
  if (!group) return
  opened.ownerDocument
    .querySelectorAll<HTMLDetailsElement>("details[name][open]")
    .forEach((other) => {
      if (other !== opened && other.getAttribute("name") === group) other.open = false
    })
}

/**
 * Keeps one item per `<details name>` group open where the browser does not: listens to every
 * toggle in the document (toggle does not bubble, so in the capture phase). Does nothing where
 * the browser does it itself. Returns a function that removes the listener.
 */
export const keepDetailsGroupsExclusive = (document: Document): (() => void) => {
  const view = document.defaultView
  if (!view || detailsGroupsAreNative(view)) return () => {}
  document.addEventListener("toggle", closeOtherDetails, true)
  return () => document.removeEventListener("toggle", closeOtherDetails, true)
}
