/**
 * The newsletter's facts, the same in both editions: what Netlify Forms needs, and the address
 * check. Apart from the copy modules, so a page never loads another edition's words for them. The
 * values live in ./newsletter-fields.ts, which the Netlify Function and the replay script share.
 */
export { isValidEmail, newsletterForm } from "./newsletter-fields"
