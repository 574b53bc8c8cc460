import { SubscribedPage } from "../../components/newsletter/subscribed-page"
import { subscribedCopy } from "../../data/fr/newsletter"

const FrenchSubscribedPage = () => <SubscribedPage locale="fr" copy={subscribedCopy} />

export default FrenchSubscribedPage
