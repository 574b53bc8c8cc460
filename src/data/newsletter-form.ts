/**
 * The newsletter's facts, the same in both editions: what Netlify Forms needs, and the privacy
 * address. Apart from the copy modules, so a page never loads another edition's words for them.
 */
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
