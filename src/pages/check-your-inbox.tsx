import { NewsletterStepPage } from "../components/newsletter/newsletter-step-page"

/**
 * Where the newsletter form lands without JavaScript, in both editions (/check-your-inbox/,
 * /fr/verifiez-vos-courriels/): the confirmation email is on its way.
 */
const CheckYourInbox = () => <NewsletterStepPage step="checkInbox" />

export default CheckYourInbox
