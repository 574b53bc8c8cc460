import { colors, fontSizes, fonts, layout, motion } from "./theme"

/** Collapses the template's indentation: the rules have no strings where spaces matter. */
const minify = (css: string) => css.replace(/\s+/g, " ").trim()

/**
 * Element defaults for every page, as one CSS string: the emotion <Global> in wrapPageElement
 * (src/wrap-page-element.tsx), which the server render writes first in <head>, before every
 * component's rules.
 */
export const globalCss = minify(`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    scroll-padding-top: calc(${layout.headerHeight} + 1rem);
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }
  /* A page with the phone's buy bar keeps room under its last line and under what the keyboard
     focuses, so the bar covers neither (src/components/home/sticky-buy-bar.tsx). */
  @media (max-width: 767.98px) {
    html:has([data-buy-bar]) {
      scroll-padding-bottom: ${layout.buyBarRoom};
    }
    body:has([data-buy-bar]) {
      padding-bottom: ${layout.buyBarRoom};
    }
  }
  body {
    margin: 0;
    font-family: ${fonts.body};
    font-size: ${fontSizes.base};
    line-height: 1.6;
    color: ${colors.ink};
    background: ${colors.surface};
    -webkit-font-smoothing: antialiased;
  }
  img,
  video,
  svg {
    max-width: 100%;
  }
  h1,
  h2,
  h3 {
    line-height: 1.2;
    text-wrap: balance;
  }
  a {
    color: ${colors.accent};
  }
  :focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
    }
  }
  ::selection {
    background: ${colors.accentSoft};
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
    border: 0;
  }
  button {
    font: inherit;
    transition:
      background-color ${motion.fast},
      color ${motion.fast};
  }
`)
