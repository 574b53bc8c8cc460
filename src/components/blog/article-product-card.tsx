import { createContext, useContext } from "react"
import { useLocale } from "../../hooks/use-locale"
import { useMessages } from "../../hooks/use-messages"
import { listingUrlFor } from "../../data/site"
import { BuyButton } from "../home/buy-button"
import { ProductCardView, type ProductCardFacts } from "../common/product-card-view"

/**
 * The register's facts for `<ProductCard />` inside an article's body, which is rendered to static
 * HTML at build time (src/node/article-html.tsx), outside Gatsby's data layer.
 */
export const ArticleFactsContext = createContext<ProductCardFacts | null>(null)

/**
 * `<ProductCard />` where an author puts it in an article: the same card as at the article's end,
 * its button tagged as the article body's ("blog") placement. Static HTML is never checked again
 * in the browser, so this card states no offer, only the plain button.
 */
export const ArticleProductCard = () => {
  const facts = useContext(ArticleFactsContext)
  const locale = useLocale()
  const { cta } = useMessages("buy").businessCopy
  const { newTab } = useMessages("ui").layoutCopy
  if (!facts)
    throw new Error("<ProductCard /> needs the register's facts (src/node/article-html.tsx)")
  return (
    <ProductCardView
      id="in-article"
      heading="from"
      facts={facts}
      button={
        <BuyButton
          href={listingUrlFor("blog", locale)}
          label={`${cta} ${newTab}`}
          longText={cta}
          shortText={cta}
        />
      }
    />
  )
}
