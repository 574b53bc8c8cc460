/**
 * Elements that only work with JavaScript (a lazily attached video, its spinner and play button)
 * carry this attribute. gatsby-ssr adds `noScriptCss` inside <noscript> in every page's <head>, so
 * a visitor whose scripts are blocked or failed never sees them, and sees the <noscript>
 * alternative next to them instead.
 */
export const needsScriptAttribute = "data-needs-script"

export const noScriptCss = `[${needsScriptAttribute}]{display:none!important}`
