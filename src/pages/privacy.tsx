import { PrivacyPage } from "../components/newsletter/privacy-page"

/** The privacy policy of both editions (/privacy/, /fr/confidentialite/). */
const Privacy = () => <PrivacyPage />

export default Privacy
