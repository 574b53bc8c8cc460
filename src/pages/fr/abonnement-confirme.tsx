import { SubscribedPage } from "../../components/newsletter/subscribed-page"
import { subscribedCopy } from "../../data/fr/subscribed"

const FrenchSubscribedPage = () => <SubscribedPage locale="fr" copy={subscribedCopy} />

export default FrenchSubscribedPage
