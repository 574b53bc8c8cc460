import { lazy } from "react"

/**
 * The newsletter box in the browser: its form, toast and their styles as a chunk of their own,
 * asked for as the blog index's code runs, in parallel with hydration.
 *
 * The slot sits inside a Suspense boundary (HydrateLater), so while the chunk is on its way React
 * keeps the box's server HTML as it is and hydrates the rest of the page; when the chunk arrives
 * it hydrates the box in place. Until then the form works as it does without JavaScript: a plain
 * POST to Netlify that lands on the subscribed page.
 */
// The chunk name is how the byte budgets find it (scripts/lib/budgets.mjs, newsletterChunkName).
const signup = import(/* webpackChunkName: "newsletter-signup" */ "./newsletter-signup")

export const NewsletterSignupSlot = lazy(() =>
  signup.then(({ NewsletterSignup }) => ({ default: NewsletterSignup })),
)
