import { GuaranteePage } from "../components/guarantee/guarantee-page"

/** The seller's guarantee in both editions (/guarantee/, /fr/garantie/), made only while the register holds one. */
const Guarantee = () => <GuaranteePage />

export default Guarantee
