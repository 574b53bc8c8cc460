// The content editor's own response headers at /admin/, in one file that the three places that
// apply them read: Netlify's edge function (netlify/edge-functions/admin.ts), the local server
// (scripts/serve.ts) and the tests. Netlify bundles edge functions with Deno, which needs each
// import's file extension: hence `.ts` below.
//
// Why an edge function: the site's Content-Security-Policy is written for `/*` in public/_headers
// (src/node/security-headers.ts), and a second policy for `/admin/*` there could only narrow it,
// never widen it (a browser enforces every policy it receives). The edge function replaces the
// site's policy on /admin/ responses with this one, and nowhere else.

import { contentSecurityPolicy } from "./content-security-policy.ts"

/** Origins the editor talks to when an author signs in with GitHub (docs/cms.md). */
const github = ["https://api.github.com", "https://www.githubstatus.com"]

/**
 * What Sveltia CMS needs, and no more: its own scripts and the chunks it imports from this origin,
 * its injected styles and its fonts (served from here, admin.ts), GitHub's API for the repository, Netlify's OAuth provider for sign-in,
 * image previews it makes as blob: URLs, and authors' avatars.
 */
export const adminContentSecurityPolicy = contentSecurityPolicy({
  "script-src": ["'self'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:", "blob:", "https://avatars.githubusercontent.com"],
  "media-src": ["'self'", "blob:"],
  "font-src": ["'self'"],
  // unpkg.com: the editor asks it once an hour for its latest version number, and says in the
  // console when the pinned one is behind. Only that JSON: scripts stay 'self'.
  "connect-src": [
    "'self'",
    "blob:",
    "data:",
    ...github,
    "https://api.netlify.com",
    "https://unpkg.com",
  ],
  "worker-src": ["'self'", "blob:"],
})

/**
 * Headers /admin/ responses carry instead of the site's (the other security headers stay). The
 * editor holds an author's GitHub token, so no cross-origin window may keep a handle on it; the
 * sign-in popup it opens itself keeps its opener, which GitHub's OAuth hand-back needs
 * (docs/decisions/cms-on-site-origin.md).
 */
export const adminHeaders = Object.freeze({
  "Content-Security-Policy": adminContentSecurityPolicy,
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  "X-Robots-Tag": "noindex, nofollow",
})

/** The paths the headers apply to, as Netlify's edge functions write them. */
export const adminHeadersPath = "/admin/*"
