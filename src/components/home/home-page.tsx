import { useEffect } from "react"
import { graphql } from "gatsby"
import { Layout } from "../layout/layout"
import { Seo } from "../seo/seo"
import { Hero } from "./hero"
import { ProductCarousel } from "./product-carousel"
import type { ProductSlide } from "./carousel-slide"
import { VideoShowcase } from "./video-showcase"
import { Features } from "./features"
import { Routine } from "./routine"
import { Faq } from "./faq"
import { ProductFacts } from "./product-facts"
import { StickyBuyBar } from "./sticky-buy-bar"
import { homeJsonLd } from "../seo/home-structured-data"
import { useBusiness } from "../../business/use-business"
import { useLocale } from "../../hooks/use-locale"
import { useMessages } from "../../hooks/use-messages"
import type { ProductImage } from "../../data/product-images"
import { localizedRoutes } from "../../data/routes"
import { keepDetailsGroupsExclusive } from "../../lib/exclusive-details"
import { faqItemsFor, plainFaqItems } from "../../lib/faq-items"

type ImageNode = Queries.HomeImagesFragment["allFile"]["nodes"][number]

/**
 * Pairs each image listed in the data module with its processed image, in the module's order, and
 * whether the build found it still a stand-in (File.standIn).
 */
const toSlides = (
  productImages: readonly ProductImage[],
  nodes: readonly ImageNode[],
): ProductSlide[] =>
  productImages.map(({ file, alt }) => {
    const node = nodes.find((candidate) => candidate.base === file)
    const image = node?.childImageSharp?.gatsbyImageData
    if (!node || !image) {
      throw new Error(`Product image ${file} is missing from content/images/product/`)
    }
    // The alt text that says what the file is: a drawing, or the photo that replaced it.
    return { image, alt: node.standIn ? alt.standIn : alt.photo, standIn: node.standIn }
  })

export type HomePageProps = {
  images: Queries.HomeImagesFragment
  /** Whether the demo video is still the drawn stand-in (the page's context, decided at build). */
  videoStandIn: boolean
}

/** The home page of either edition, in the edition of its page context. */
export const HomePage = ({ images, videoStandIn }: HomePageProps) => {
  // The FAQ's one-open-answer rule where the browser lacks <details name>, from the first paint.
  useEffect(() => keepDetailsGroupsExclusive(document), [])
  const locale = useLocale()
  const copy = useMessages("home")
  const { businessCopy } = useMessages("buy")
  const business = useBusiness()
  const faqItems = faqItemsFor(copy.faqItems, businessCopy, business, locale)
  const nodes = images.allFile.nodes
  // The product's own photos for its search data: never a stand-in illustration.
  const imagePaths = copy.productImages.flatMap(({ file }) => {
    const node = nodes.find((candidate) => candidate.base === file)
    return node?.publicURL && !node.standIn ? [node.publicURL] : []
  })
  return (
    <Layout>
      <Seo
        title={copy.homeSeo.title}
        description={copy.homeSeo.description}
        path={localizedRoutes[locale].home}
        jsonLd={homeJsonLd(copy, imagePaths, business, plainFaqItems(faqItems), locale)}
      />
      <Hero media={<ProductCarousel slides={toSlides(copy.productImages, nodes)} />} />
      {/* The video comes after the features: until real footage exists, it is a drawing. */}
      <Features />
      <ProductFacts />
      <VideoShowcase standIn={videoStandIn} />
      <Routine />
      <Faq items={faqItems} />
      <StickyBuyBar />
    </Layout>
  )
}

/** The product photos in every size the carousel offers (src/pages/index.tsx's query). */
export const homeImagesFragment = graphql`
  fragment HomeImages on Query {
    allFile(filter: { sourceInstanceName: { eq: "product" } }, sort: { name: ASC }) {
      nodes {
        base
        publicURL
        standIn
        childImageSharp {
          gatsbyImageData(
            layout: CONSTRAINED
            width: 560
            breakpoints: [360, 560, 840, 1120]
            sizes: "(min-width: 600px) 560px, calc(100vw - 2rem)"
          )
        }
      }
    }
  }
`
