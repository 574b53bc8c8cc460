import { SubscribedPage } from "../components/newsletter/subscribed-page"

/** The newsletter's thank-you page of both editions (/subscribed/, /fr/abonnement-confirme/). */
const Subscribed = () => <SubscribedPage />

export default Subscribed
