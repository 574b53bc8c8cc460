// The one builder of the Content-Security-Policy headers: the site's (src/node/security-headers.ts,
// written into public/_headers) and the content editor's at /admin/ (src/cms/admin-headers.mjs,
// applied by an edge function). Plain JavaScript, as the edge function and the local server
// import it without TypeScript.

/** @typedef {Readonly<Record<string, readonly string[]>>} Directives */

/**
 * What every policy of the site says, whoever adds to it: nothing from other origins unless a
 * directive names it, no plugins, no framing, no <base> or form target elsewhere.
 * @type {Directives}
 */
export const baseDirectives = Object.freeze({
  "default-src": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
  "base-uri": ["'self'"],
  "object-src": ["'none'"],
})

/**
 * A Content-Security-Policy value: the base directives, with `directives` added or replacing
 * theirs, in a stable order (the base's first, then the others as given).
 * @param {Directives} directives
 * @returns {string}
 */
export const contentSecurityPolicy = (directives) =>
  Object.entries({ ...baseDirectives, ...directives })
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join("; ")
