import type { PageProps } from "gatsby"
import { NewsletterStepPage } from "../components/newsletter/newsletter-step-page"
import type { ProductCardPageContext } from "../lib/page-context"

/**
 * Where the link in the newsletter's confirmation email lands, in both editions (/subscribed/,
 * /fr/abonnement-confirme/): the subscription is confirmed, and the product card follows.
 */
const Subscribed = ({ pageContext }: PageProps<object, ProductCardPageContext>) => (
  <NewsletterStepPage step="subscribed" productCard={pageContext.productCard} />
)

export default Subscribed
