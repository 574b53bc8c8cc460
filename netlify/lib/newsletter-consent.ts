// The consent wordings a signup may name: each version recorded in docs/consent-versions.md,
// oldest first. A hidden field carries the version, so a visitor can put anything there; anything
// not listed is recorded as `unknown:<what was sent>` and logged, never taken as a real version.
// __tests__/unit/newsletter-ledger.test.ts fails if this list and the docs' headings drift, or if
// the form's current version (src/data/newsletter.ts) is missing here.

export const recordedConsentVersions: readonly string[] = [
  "2026-11-27",
  "2026-11-28",
  "2026-11-28.2",
]

/** Submissions from before the form sent a version. */
export const unversioned = "unversioned"

/** Longest value kept from an unknown version, so a visitor cannot fill the contact record. */
const UNKNOWN_MAX = 40

/**
 * @param sent the hidden field's value, trimmed ("" when absent)
 */
export const consentVersionOf = (sent: string): { version: string; known: boolean } => {
  if (!sent) return { version: unversioned, known: true }
  if (recordedConsentVersions.includes(sent)) return { version: sent, known: true }
  const printable = sent.replace(/[^\w.:-]/g, "?").slice(0, UNKNOWN_MAX)
  return { version: `unknown:${printable}`, known: false }
}
