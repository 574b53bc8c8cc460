import { layoutCopy } from "../../data/ui"

/** Tells screen reader users a link opens a new tab (the leading space keeps it a separate word). */
export const NewTabHint = () => <span className="visually-hidden">{` ${layoutCopy.newTab}`}</span>
