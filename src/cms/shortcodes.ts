/**
 * The MDX components an author can put in an article (src/components/blog/mdx-components.tsx),
 * as the content editor's blocks. Each block writes exactly what a developer types: a bare tag on
 * its own line, no import. The editor reads this list from /admin/index.html and registers one
 * block per entry (src/cms/editor-components.js).
 */
import type { guidanceShortcodes } from "../components/blog/mdx-components"

/**
 * Every component an article may use by name: the guidance shortcodes, the listing link and the
 * product card (every article also ends with one on its own).
 */
export type ShortcodeName = keyof typeof guidanceShortcodes | "ListingLink" | "ProductCard"

export type Shortcode = {
  /** The editor's id for the block. */
  readonly id: string
  /** The component's name in MDX. */
  readonly name: ShortcodeName
  /** What the author sees in the editor's Insert menu. */
  readonly label: string
  /** The text between the tags, for a component that wraps words; none for a bare tag. */
  readonly text?: { readonly label: string; readonly hint: string }
}

const byName = {
  SafetyNotes: {
    id: "safety-notes",
    label: "Safety notes (the full list, in the article's language)",
  },
  StudyCaveat: {
    id: "study-caveat",
    label: "Study caveat (the studies did not test this device)",
  },
  RoutineSteps: {
    id: "routine-steps",
    label: "Routine steps (the session, step by step)",
  },
  ProductCard: {
    id: "product-card",
    label: "Product card (price, rating and buy button; every article already ends with one)",
  },
  ListingLink: {
    id: "listing-link",
    label: "Link to the Amazon.ca listing",
    text: {
      label: "Link text",
      hint: "The words of the link, e.g. see LumaSculpt on Amazon.ca. It opens the listing in the article's language.",
    },
  },
} satisfies Record<ShortcodeName, Omit<Shortcode, "name">>

export const shortcodes: readonly Shortcode[] = Object.entries(byName).map(([name, shortcode]) => ({
  name: name as ShortcodeName,
  ...shortcode,
}))
