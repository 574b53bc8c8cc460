import { useMessages } from "../../hooks/use-messages"

/** Tells screen reader users a link opens a new tab (the leading space keeps it a separate word). */
export const NewTabHint = () => (
  <span className="visually-hidden">{` ${useMessages("ui").layoutCopy.newTab}`}</span>
)
