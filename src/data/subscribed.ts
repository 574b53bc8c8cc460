/**
 * The page the link in the confirmation email lands on (/subscribed/): the second of the signup's
 * two steps. The first, where the form lands without JavaScript, is ./check-inbox.ts.
 */
import { brand } from "./site"

/** A page of the signup's two steps (this one and ./check-inbox.ts share the layout). */
export type NewsletterStepCopy = {
  readonly title: string
  readonly description: string
  readonly heading: string
  /** What has happened and what comes next. */
  readonly body: string
  /** A quieter second paragraph. */
  readonly note: string
  readonly blogLink: string
  readonly homeLink: string
}

export const subscribedCopy: NewsletterStepCopy = {
  title: `Subscription confirmed | ${brand.name}`,
  description: `Your subscription to the ${brand.name} newsletter is confirmed.`,
  heading: "Your subscription is confirmed",
  body: `Thank you for confirming your address. New articles, skincare tips and the occasional offer from ${brand.name} will now arrive in your inbox.`,
  note: "Every email has a link to unsubscribe at any time.",
  blogLink: "Back to the blog",
  homeLink: "Go to the home page",
}

export type SubscribedCopy = typeof subscribedCopy
