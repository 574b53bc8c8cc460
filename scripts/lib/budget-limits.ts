// The byte budgets of the production build: limits only. ./budgets.ts measures public/ against
// them and __tests__/build/budgets.test.ts asserts them. Text counts gzip -9 bytes (as the server
// sends it), images and fonts their file size. Each figure's history: git log -p on this file.

export const limits = {
  /** First-load JavaScript of each home page ("/", "/fr/"), KiB gzip; the ceiling asked is 125. */
  homeJsKiB: 120,
  /** First-load JavaScript of every other page, KiB gzip; the ceiling asked is 100. */
  blogJsKiB: 100,
  /**
   * Scripts any page loads before it is interactive, as Gatsby's default chunking splits them (5
   * on every page since the icons are the site's own; merging chunks was no faster:
   * docs/decisions/rejected-trials.md).
   */
  firstLoadScripts: 5,
  /** The WebP variant of each carousel photo that `phone` downloads, bytes. */
  slideImageBytes: 120_000,
  /** Everything "/" transfers on `phone` before any interaction, bytes. */
  homeTotalBytes: 162_000,
}

/** The phone the image and total budgets are taken for. */
export const phone = { viewportWidth: 390, dpr: 3, remPx: 16 }
