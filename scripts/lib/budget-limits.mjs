// The byte budgets of the production build: limits only. ./budgets.mjs measures public/ against
// them and __tests__/build/budgets.test.ts asserts them. Text counts gzip -9 bytes (as the server
// sends it), images and fonts their file size. Each figure's history: docs/performance.md, git log.

export const limits = {
  /** First-load JavaScript of each home page ("/", "/fr/"), KiB gzip; issue 11 asks ≤ 125. */
  homeJsKiB: 118,
  /** First-load JavaScript of every other page, KiB gzip; issue 11 asks ≤ 100. */
  blogJsKiB: 99,
  /** Scripts any page loads before it is interactive: each is a request and a task of its own. */
  firstLoadScripts: 6,
  /** The AVIF variant of each carousel photo that `phone` downloads, bytes. */
  slideImageBytes: 120_000,
  /** Everything "/" transfers on `phone` before any interaction, bytes. */
  homeTotalBytes: 160_000,
}

/** The phone the image and total budgets are taken for. */
export const phone = { viewportWidth: 390, dpr: 3, remPx: 16 }
