/**
 * Props a styled element keeps to itself: `as` (emotion asks about it once for each styled
 * component, as its module loads) and the props our components read in their styles only. Add a
 * component's style-only prop here when you add it. The unit test that renders every page names
 * any it finds missing; one handed over only in a state that test does not render would reach the
 * DOM as a stray attribute wherever the browser renders the page (after a link), while the server
 * HTML, made with emotion's own test, stays right.
 */
export const styleOnlyProps: ReadonlySet<string> = new Set(
  "as count share side tone wideColumns".split(" "),
)

/**
 * What emotion's styled elements ask, in the browser bundles, to tell the props they pass on to
 * the DOM from the ones they keep (the alias is in src/node/on-create-webpack-config.ts). Every
 * prop this site hands to a styled element is an HTML or React prop except those above, so the
 * answer is a lookup; the server render keeps @emotion/is-prop-valid, and a unit test renders
 * every page and checks that each prop gets the same answer from both.
 *
 * Emotion's own test is one regular expression of every HTML, SVG and React prop name, 4.2 KB of
 * every page's first-load JavaScript. Every styled component runs it as its module loads (for
 * `as`), so the browser compiled it in the task that evaluates the app's script, and compiled it
 * again, optimized, while the page hydrated; Node takes 5 ms for the first run and 1 ms for the
 * second. On this 2-core host that was 3.3 ms of main-thread JavaScript per cold load of / and
 * 3.6 ms of an article (V8 CPU profile samples, medians of 9 unthrottled loads each), which
 * Lighthouse's simulated 4x slowdown counts four times.
 */
const isPropValid = (prop: string): boolean => !styleOnlyProps.has(prop)

export default isPropValid
