import { renderWhenNearAttribute } from "../styles/render-when-near"

/** How long one idle period may spend rendering blocks: well inside a frame, on any device. */
const budgetMs = 8

/** Runs `task` when the browser next has nothing to do; Safari has no requestIdleCallback. */
const whenIdle = (task: () => void) => {
  if ("requestIdleCallback" in window) requestIdleCallback(task)
  else setTimeout(task, 50)
}

/**
 * The blocks of the page that wait to render until they come near (renderWhenNear in
 * src/styles/theme.ts), in document order. Their content is not searched: a deferred block
 * holds no other.
 */
const deferredBlocks = (root: Element): HTMLElement[] => {
  const blocks: HTMLElement[] = []
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT, (node) => {
    if (getComputedStyle(node as Element).contentVisibility !== "auto") {
      return NodeFilter.FILTER_SKIP
    }
    blocks.push(node as HTMLElement)
    return NodeFilter.FILTER_REJECT
  })
  while (walker.nextNode());
  return blocks
}

/**
 * Whether the browser still skips the block's content: it has not come within the margin where the
 * browser renders such a block at once. Showing a block it already renders costs nothing. Where
 * checkVisibility cannot tell (Safari before 17.4), every block counts as skipped.
 */
const stillSkipped = (block: HTMLElement) => {
  const content = block.firstElementChild
  if (!content || typeof content.checkVisibility !== "function") return true
  return !content.checkVisibility({ contentVisibilityAuto: true })
}

/**
 * Once the page a visit lands on has loaded and hydrated, renders the blocks it still defers that
 * lie below the screen, a few per idle period, and ends the deferral once none is left
 * (gatsby-browser's onInitialClientRender).
 *
 * The deferral is for the cold load, when the main thread is busiest. Kept after it, each held
 * height is a place where a jump (a Tab, the End key, find in page, a link to a question) lands
 * over an estimate that shrinks as the block renders: Chromium's scroll anchoring makes up for it,
 * Safari has none, and once in CI Chromium did not either, so a tap meant for a question opened
 * nothing.
 *
 * - Only blocks below the screen: one that shrinks there moves nothing the visitor sees. One
 *   above it (the visitor has jumped past it) keeps waiting until it comes near, as before.
 * - Each group is laid out in the task that renders it, so a jump made after it lands on real
 *   heights.
 * - Groups grow while they take under half of budgetMs and shrink when one takes more, so no
 *   idle period makes a long task on a slow phone, and a fast one needs few. A group counts only
 *   the blocks the browser still skips: one it already renders (the home page's demo section,
 *   within the browser's margin) costs nothing to show, and counted, it doubled the next group,
 *   which then rendered the features and the routine in one task. Each period also
 *   costs a frame's paint: one block per period cost an article 178 ms more main-thread CPU than
 *   holding them (this machine, unthrottled), the whole body at once 37 ms in one task, these
 *   groups 47 ms in 6 periods (20 at a 4x CPU slowdown).
 * - Stops as soon as the page no longer defers (Gatsby's first scroll ends it:
 *   src/lib/scroll-on-navigation.ts).
 */
const renderRestWhenIdle = () => {
  const root = document.documentElement
  const deferring = () => root.hasAttribute(renderWhenNearAttribute)
  if (!deferring()) return
  whenIdle(() => {
    const blocks = deferredBlocks(document.body)
    let leftAbove = 0
    // How many blocks the next idle period renders: one at first, then twice as many while a
    // period takes under half the budget, half as many when one goes over it.
    let count = 1
    const renderNext = (index: number) => {
      if (!deferring()) return
      if (index === blocks.length) {
        // Every block shows: ending the deferral changes nothing on screen.
        if (leftAbove === 0) root.removeAttribute(renderWhenNearAttribute)
        return
      }
      // The next `count` blocks the browser still skips, and those it renders between them.
      let end = index
      for (let skipped = 0; end < blocks.length && skipped < count; end += 1) {
        if (stillSkipped(blocks[end])) skipped += 1
      }
      const group = blocks.slice(index, end)
      const below = group.filter((block) => block.getBoundingClientRect().bottom > 0)
      leftAbove += group.length - below.length
      if (below.length > 0) {
        const start = performance.now()
        below.forEach((block) => {
          block.style.contentVisibility = "visible"
        })
        void document.body.offsetHeight
        const spentMs = performance.now() - start
        if (spentMs < budgetMs / 2) count *= 2
        else if (spentMs > budgetMs) count = Math.max(1, Math.floor(count / 2))
      }
      whenIdle(() => renderNext(index + group.length))
    }
    // Finding the blocks reads the style of every element outside them: a period of its own.
    whenIdle(() => renderNext(0))
  })
}

// Imported by gatsby-browser's onInitialClientRender once the page has hydrated: loading it is
// the call, which saves the first-load bundle the few bytes a named call would cost.
renderRestWhenIdle()
