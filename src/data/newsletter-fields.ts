// The newsletter form's facts, the same in both editions: its name and fields, and the address
// check. The Netlify Function that forwards each signup and the replay script
// (scripts/newsletter-replay.ts) read them too; the site imports them through ./newsletter-form.ts.

/** What Netlify Forms needs to find the form in the static HTML and accept its submissions. */
export const newsletterForm = {
  /** The form's `name`, echoed in the hidden `form-name` field. */
  name: "newsletter",
  /** Netlify's honeypot: a field people never see; submissions that fill it are dropped. */
  honeypot: "bot-field",
  emailField: "email",
  /** A hidden field with the edition's language (en-CA, fr-CA): the owner writes to each list in its language. */
  languageField: "language",
  /** A hidden field with the version of the consent wording the person saw (newsletter.ts). */
  consentVersionField: "consent-version",
  /** Netlify accepts url-encoded form POSTs on any path; `/` is the one its docs use. */
  endpoint: "/",
} as const

/**
 * Stricter than the browser's `type="email"` check, which accepts `name@example`: a newsletter
 * address needs a dot in its domain to be deliverable. The form checks it before sending (with
 * JavaScript) and the function again before forwarding (a form sent without JavaScript).
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim())
