/** The thank-you page the newsletter form lands on without JavaScript (/subscribed/). */
import { brand } from "./site"

export const subscribedCopy = {
  title: `Thanks for subscribing! | ${brand.name}`,
  description: `You are subscribed to the ${brand.name} newsletter.`,
  heading: "Thanks for subscribing!",
  body: `Your address is on our list, and the next ${brand.name} newsletter will arrive in your inbox. Every email has a link to unsubscribe.`,
  blogLink: "Back to the blog",
  homeLink: "Go to the home page",
}

export type SubscribedCopy = typeof subscribedCopy
