/**
 * The page the newsletter form lands on without JavaScript (/check-your-inbox/): the first of the
 * signup's two steps. With JavaScript the form says the same in a toast (./newsletter.ts).
 */
import { brand } from "./site"
import type { NewsletterStepCopy } from "./subscribed"

export const checkInboxCopy: NewsletterStepCopy = {
  title: `Check your inbox | ${brand.name}`,
  description: `One more step: confirm your subscription to the ${brand.name} newsletter with the link we are emailing you.`,
  heading: "Check your inbox to confirm",
  body: `We are emailing a confirmation link to the address you entered. Click it to confirm your subscription to the ${brand.name} newsletter; until then, we send you nothing else.`,
  note: "Nothing after a few minutes? Look in your spam folder or the Promotions tab, or subscribe again from the blog.",
  blogLink: "Back to the blog",
  homeLink: "Go to the home page",
}
