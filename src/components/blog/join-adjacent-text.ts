import { Children } from "react"
import type { ReactNode } from "react"

/**
 * Joins neighbouring strings into one. MDX hands a list item its text and the newline before a
 * nested list as separate strings; the server HTML holds them as a single text node, and the
 * browser would otherwise repair the DOM while hydrating.
 */
export const joinAdjacentText = (children: ReactNode): ReactNode[] =>
  Children.toArray(children).reduce<ReactNode[]>((joined, child) => {
    const last = joined[joined.length - 1]
    const isText = typeof child === "string" || typeof child === "number"
    if (isText && (typeof last === "string" || typeof last === "number")) {
      joined[joined.length - 1] = `${last}${child}`
    } else {
      joined.push(child)
    }
    return joined
  }, [])
