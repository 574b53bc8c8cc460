/**
 * What the browser bundles get in place of `resize-observer-polyfill`, which react-slick imports
 * (the alias is in src/node/on-create-webpack-config.ts). The polyfill returns the browser's own
 * ResizeObserver wherever one exists, as in every browser this site supports, so its own 7.7 KB of
 * code would only be downloaded and compiled for nothing. A browser without one gets an observer
 * that never calls back: the carousel then keeps its first measurements when the window is
 * resized, and still works.
 */
class SilentResizeObserver implements ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const BrowserResizeObserver: typeof ResizeObserver =
  typeof ResizeObserver === "undefined" ? SilentResizeObserver : ResizeObserver

export default BrowserResizeObserver
