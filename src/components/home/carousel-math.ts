/**
 * react-slick changes slide when a drag is longer than `listWidth / touchThreshold`, so the
 * spec's fixed pixel threshold needs a touchThreshold computed from the slider's width.
 */
export const touchThresholdFor = (listWidthPx: number, swipeThresholdPx: number): number =>
  listWidthPx / swipeThresholdPx

/** The index after moving `delta` slides, wrapping around 0..count-1. */
export const wrapIndex = (index: number, delta: number, count: number): number =>
  (((index + delta) % count) + count) % count
