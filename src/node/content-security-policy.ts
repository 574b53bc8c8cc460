// The one builder of the Content-Security-Policy headers: the site's (security-headers.ts, written
// into public/_headers) and the content editor's at /admin/ (admin-headers.ts, applied by an edge
// function). No imports, so Netlify's edge functions (Deno) load it as it is.

export type Directives = Readonly<Record<string, readonly string[]>>

/**
 * What every policy of the site says, whoever adds to it: nothing from other origins unless a
 * directive names it, no plugins, no framing, no <base> or form target elsewhere.
 */
export const baseDirectives: Directives = Object.freeze({
  "default-src": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
  "base-uri": ["'self'"],
  "object-src": ["'none'"],
})

/**
 * A Content-Security-Policy value: the base directives, with `directives` added or replacing
 * theirs, in a stable order (the base's first, then the others as given).
 */
export const contentSecurityPolicy = (directives: Directives): string =>
  Object.entries({ ...baseDirectives, ...directives })
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join("; ")
