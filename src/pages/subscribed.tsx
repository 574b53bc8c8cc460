import { SubscribedPage } from "../components/newsletter/subscribed-page"
import { subscribedCopy } from "../data/subscribed"

const EnglishSubscribedPage = () => <SubscribedPage locale="en" copy={subscribedCopy} />

export default EnglishSubscribedPage
