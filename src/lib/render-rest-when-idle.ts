import { renderWhenNearAttribute } from "../styles/render-when-near"

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
 * Once the page a visit lands on has loaded and hydrated, renders the blocks it still defers that
 * lie below the screen, one per idle period, and ends the deferral once none is left
 * (gatsby-browser's onInitialClientRender).
 *
 * The deferral is for the cold load, when the main thread is busiest. Kept after it, each held
 * height is a place where a jump (a Tab, the End key, find in page, a link to a question) lands
 * over an estimate that shrinks as the block renders: Chromium's scroll anchoring makes up for it,
 * Safari has none, and once in CI Chromium did not either, so a tap meant for a question opened
 * nothing. Rendered one at a time, no block's layout makes a long task (a whole article at once
 * took 17 ms on this machine's unthrottled CPU, the home page 5 ms).
 *
 * - Only blocks below the screen: one that shrinks there moves nothing the visitor sees. One
 *   above it (the visitor has jumped past it) keeps waiting until it comes near, as before.
 * - Each is laid out in the task that renders it, so a jump made after it lands on its height.
 * - Stops as soon as the page no longer defers (Gatsby's first scroll ends it:
 *   src/lib/scroll-on-navigation.ts).
 */
export const renderRestWhenIdle = () => {
  const root = document.documentElement
  const deferring = () => root.hasAttribute(renderWhenNearAttribute)
  if (!deferring()) return
  whenIdle(() => {
    const blocks = deferredBlocks(document.body)
    let leftAbove = 0
    const renderNext = (index: number) => {
      if (!deferring()) return
      if (index === blocks.length) {
        // Every block shows: ending the deferral changes nothing on screen.
        if (leftAbove === 0) root.removeAttribute(renderWhenNearAttribute)
        return
      }
      const block = blocks[index]
      if (block.getBoundingClientRect().bottom <= 0) leftAbove += 1
      else {
        block.style.contentVisibility = "visible"
        void block.offsetHeight
      }
      whenIdle(() => renderNext(index + 1))
    }
    renderNext(0)
  })
}
