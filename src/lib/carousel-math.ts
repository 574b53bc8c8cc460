/** The index after moving `delta` slides, wrapping around 0..count-1. */
export const wrapIndex = (index: number, delta: number, count: number): number =>
  (((index + delta) % count) + count) % count

/**
 * Which way a finished swipe moves the carousel: +1 (next) for a leftward movement longer than the
 * threshold, -1 (previous) for a rightward one, 0 for anything shorter or mostly vertical.
 */
export const swipeStep = (dx: number, dy: number, thresholdPx: number): -1 | 0 | 1 => {
  if (Math.abs(dx) <= thresholdPx || Math.abs(dx) < Math.abs(dy)) return 0
  return dx < 0 ? 1 : -1
}
