import { layoutCopy } from "../../data/ui"

/**
 * Tells screen reader users a link opens a new tab. One text node (space included), as the server
 * HTML has it, so hydration matches without touching the DOM.
 */
export const NewTabHint = () => <span className="visually-hidden">{` ${layoutCopy.newTab}`}</span>
