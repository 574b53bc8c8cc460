import { createContext, useContext } from "react"
import type { BlogCopy } from "../data/blog-copy"

/**
 * The blog's copy in the page's edition, set by each blog page (the index pages pass their own
 * edition's module, so their JavaScript carries one language).
 */
export const BlogCopyContext = createContext<BlogCopy | null>(null)

/** The blog's copy (index, article furniture, not-found) in the page's edition. */
export const useBlogCopy = (): BlogCopy => {
  const copy = useContext(BlogCopyContext)
  if (!copy) throw new Error("useBlogCopy needs a BlogCopyContext provider (a blog page sets one)")
  return copy
}
