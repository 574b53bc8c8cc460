import { PrivacyPage } from "../components/newsletter/privacy-page"
import { privacyCopy } from "../data/privacy"

const EnglishPrivacyPage = () => <PrivacyPage locale="en" copy={privacyCopy} />

export default EnglishPrivacyPage
