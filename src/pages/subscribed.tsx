import { NewsletterStepPage } from "../components/newsletter/newsletter-step-page"

/**
 * Where the link in the newsletter's confirmation email lands, in both editions (/subscribed/,
 * /fr/abonnement-confirme/): the subscription is confirmed.
 */
const Subscribed = () => <NewsletterStepPage step="subscribed" />

export default Subscribed
