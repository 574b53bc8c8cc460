import { blogCopy, uiCopy, type BlogCopy, type UiCopy } from "../data/copy"
import { useLocale } from "./use-locale"

/** The layout's and error screens' copy in the page's edition. */
export const useUiCopy = (): UiCopy => uiCopy[useLocale()]

/** The blog's copy (index, article furniture, not-found) in the page's edition. */
export const useBlogCopy = (): BlogCopy => blogCopy[useLocale()]
