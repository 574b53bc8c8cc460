/**
 * The newsletter signup box and the thank-you page its form lands on without JavaScript. The
 * privacy page's copy is in ./privacy.ts; the form's facts in ./newsletter-form.ts.
 */
import { brand } from "./site"

export type NewsletterCopy = {
  readonly heading: string
  readonly pitch: string
  readonly label: string
  readonly placeholder: string
  readonly submit: string
  readonly submitting: string
  /** Only bots see the honeypot; the label is for any that read labels. */
  readonly honeypotLabel: string
  /** CASL express consent: who is asking, what they will send, how to withdraw. */
  readonly consent: { readonly text: string; readonly privacyLink: string }
  readonly messages: {
    readonly invalid: string
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
    text: `By subscribing, you agree that ${brand.name} may email you skincare tips, new articles and occasional offers. You can unsubscribe at any time with the link in every email.`,
    privacyLink: "Read our privacy policy",
  },
  messages: {
    invalid: "Please enter a valid email address, like name@example.com.",
    success: "Thanks for subscribing!",
    network:
      "Sorry, we could not subscribe you just now. Please check your connection and try again.",
  },
}

export const subscribedCopy = {
  title: `Thanks for subscribing! | ${brand.name}`,
  description: `You are subscribed to the ${brand.name} newsletter.`,
  heading: "Thanks for subscribing!",
  body: `Your address is on our list, and the next ${brand.name} newsletter will arrive in your inbox. Every email has a link to unsubscribe.`,
  blogLink: "Back to the blog",
  homeLink: "Go to the home page",
}

export type SubscribedCopy = typeof subscribedCopy
