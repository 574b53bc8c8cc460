/**
 * The shape of the home page's copy, which each home page imports in its own edition only, so its
 * JavaScript carries one language: src/pages/index.tsx passes src/data/home.ts and
 * src/pages/fr/index.tsx src/data/fr/home.ts. A type only: nothing here reaches a bundle.
 */
import type * as homeEn from "./home"

/** The home page's copy: everything ./home.ts exports. */
export type HomeCopy = typeof homeEn
