import emotionIsPropValid from "@emotion/is-prop-valid"
import { knownPropAnswer } from "./dom-props"

/**
 * What emotion's styled elements ask, in the browser bundles, to tell the props they pass on to
 * the DOM from the ones they keep (the alias is in src/node/on-create-webpack-config.ts): the
 * same answers as @emotion/is-prop-valid, known in advance for the props this site uses
 * (src/lib/dom-props.ts). Any other prop gets emotion's own answer.
 *
 * Emotion's test is one regular expression of every HTML, SVG and React prop name (4 KB of
 * source). Every styled component runs it as its module loads (for `as`), so the browser compiled
 * it in the task that evaluates the app's script, and compiled it again, optimized, while the page
 * hydrated; Node takes 5 ms for the first run and 1 ms for the second. On this 2-core host that was
 * 3.3 ms of main-thread JavaScript per cold load of / and 3.6 ms of an article (V8 CPU profile
 * samples, medians of 9 unthrottled loads each), which Lighthouse's simulated 4x slowdown counts
 * four times. The site's pages no longer run it at all.
 */
const isPropValid = (prop: string): boolean => knownPropAnswer(prop) ?? emotionIsPropValid(prop)

export default isPropValid
