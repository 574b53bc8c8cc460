import { SafetyPage } from "../components/safety/safety-page"

/** The safety notes of both editions (/safety/, /fr/securite/), built from src/data/guidance.ts. */
const Safety = () => <SafetyPage />

export default Safety
