/**
 * Declarations that let the browser skip a block's style, layout and paint while the block is far
 * from the viewport (`content-visibility: auto`), so the first frame of a long page costs what its
 * first screen costs. Until the block is first rendered it takes `estimatedHeight`; after that the
 * browser keeps its real height (`auto`), so scrolling back never jumps. Skipped content stays in
 * the accessibility tree and in find-in-page.
 *
 * The block is a containment boundary even on screen: nothing inside it may be `position: fixed`
 * (it would be placed against the block), and what is drawn outside its box is clipped beyond
 * `overflow-clip-margin`, which leaves room for card shadows (theme.shadows reach 44px) and focus
 * rings (5px, src/styles/global-css.ts) at the block's edges.
 */
export const renderWhenNear = (estimatedHeight: string) => `
  content-visibility: auto;
  contain-intrinsic-size: auto ${estimatedHeight};
  overflow-clip-margin: 3rem;
  /* What content-visibility: auto implies once on screen, stated so that the block lays out the
     same while src/lib/restore-scroll.ts has every block rendered (content-visibility: visible). */
  contain: layout style paint;
`
