import { useUiCopy } from "../../hooks/use-copy"

/** Tells screen reader users a link opens a new tab (the leading space keeps it a separate word). */
export const NewTabHint = () => (
  <span className="visually-hidden">{` ${useUiCopy().layoutCopy.newTab}`}</span>
)
