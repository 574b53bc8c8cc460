/**
 * The newsletter box as the server render and the unit tests import it: the component itself.
 *
 * Browser bundles get `newsletter-signup-slot.browser.tsx` instead (see
 * src/node/on-create-webpack-config.ts), which loads the box, its form and its toast as a chunk of
 * their own, so they stay off the blog pages' first-load JavaScript.
 */
export { NewsletterSignup as NewsletterSignupSlot } from "./newsletter-signup"
