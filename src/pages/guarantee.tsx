import type { PageProps } from "gatsby"
import { GuaranteePage } from "../components/guarantee/guarantee-page"
import type { ProductCardPageContext } from "../lib/page-context"

/** The seller's guarantee in both editions (/guarantee/, /fr/garantie/), made only while the register holds one. */
const Guarantee = ({ pageContext }: PageProps<object, ProductCardPageContext>) => (
  <GuaranteePage productCard={pageContext.productCard} />
)

export default Guarantee
