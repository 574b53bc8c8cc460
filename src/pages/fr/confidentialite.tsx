import { PrivacyPage } from "../../components/newsletter/privacy-page"
import { privacyCopy } from "../../data/fr/privacy"

const FrenchPrivacyPage = () => <PrivacyPage locale="fr" copy={privacyCopy} />

export default FrenchPrivacyPage
