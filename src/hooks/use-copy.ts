import { uiCopy, type UiCopy } from "../data/ui-copy"
import { useLocale } from "./use-locale"

/** The layout's and error screens' copy in the page's edition. */
export const useUiCopy = (): UiCopy => uiCopy[useLocale()]
