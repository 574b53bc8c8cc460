/**
 * The newsletter signup box. The two steps' pages are in ./check-inbox.ts (where the form lands
 * without JavaScript) and ./subscribed.ts (where the confirmation link lands), the privacy page's
 * copy in ./privacy.ts and the form's facts in ./newsletter-form.ts, so the blog loads only this.
 */
import type { Business } from "../business/node/schema"
import { brand } from "./site"

/** Who the consent names: the seller in the owner's register (content/business.yaml). */
export type ConsentSeller = Pick<Business["seller"], "legalName" | "mailingAddress" | "email">

/** The consent wording's version, sent with every signup; docs/consent-versions.md keeps each. */
export const consentVersion = "2026-11-28.2"

export type NewsletterCopy = {
  readonly heading: string
  readonly pitch: string
  readonly label: string
  readonly placeholder: string
  readonly submit: string
  readonly submitting: string
  /** Only bots see the honeypot; the label is for any that read labels. */
  readonly honeypotLabel: string
  /**
   * CASL express consent: who is asking (name, mailing address, contact, from the register), what
   * they will send, how to withdraw. Quebec's Law 25 (s.8 of its private-sector act) adds, at the
   * point of collection: what is kept, where (possibly outside Quebec) and the rights of access and
   * correction; the privacy page gives the details. `version` goes with every signup (a hidden field); each
   * version's wording is kept in docs/consent-versions.md. Change the version with the wording.
   */
  readonly consent: {
    readonly version: string
    /** `{legalName}`, `{mailingAddress}` and `{email}` become the seller's (ConsentSeller). */
    readonly text: string
    readonly privacyLink: string
  }
  readonly messages: {
    readonly invalid: string
    /** Netlify has the signup: the double opt-in email is on its way (the toast). */
    readonly success: string
    readonly network: string
  }
}

export const newsletterCopy: NewsletterCopy = {
  heading: "Stay Updated",
  pitch:
    "Get new articles on skincare science and practical tips for red light, EMS and cooling in your inbox.",
  label: "Email address",
  placeholder: "name@example.com",
  submit: "Subscribe",
  submitting: "Subscribing…",
  honeypotLabel: "Leave this field empty: ",
  consent: {
    version: consentVersion,
    text: `By subscribing, you agree that {legalName} (${brand.name}) may email you skincare tips, new articles and occasional offers. We will first email you a link to confirm your subscription. You can unsubscribe at any time with the link in every email; it takes effect within 10 business days, usually at once. Your address, the language of this form and the version of this notice are stored by our host, Netlify, and our email service, Brevo, possibly outside Quebec and Canada. You can see, correct or delete them at any time. Sender: {legalName}, {mailingAddress}, {email}.`,
    privacyLink: "Read our privacy policy",
  },
  messages: {
    invalid: "Please enter a valid email address, like name@example.com.",
    success: "Almost done! Check your inbox and click the link in our email to confirm.",
    network:
      "Sorry, we could not subscribe you just now. Please check your connection and try again.",
  },
}
