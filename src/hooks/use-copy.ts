import { useContext } from "react"
import type { UiCopy } from "../data/ui-copy"
import { PageLocaleContext } from "./use-locale"

/** The layout's and error screens' copy in the page's edition, from its page context. */
export const useUiCopy = (): UiCopy => {
  const { ui } = useContext(PageLocaleContext)
  if (!ui) throw new Error("useUiCopy needs a page: its context carries the layout's copy")
  return ui
}
