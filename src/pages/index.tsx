import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/seo/seo"
import { Hero } from "../components/home/hero"
import { ProductCarousel } from "../components/home/product-carousel"
import type { ProductSlide } from "../components/home/carousel-slide"
import { VideoShowcase } from "../components/home/video-showcase"
import { Features } from "../components/home/features"
import { Routine } from "../components/home/routine"
import { Faq } from "../components/home/faq"
import { HydrateLater } from "../components/common/hydrate-later"
import { homeJsonLd } from "../components/seo/home-structured-data"
import { homeSeo } from "../data/home"
import { productImages } from "../data/product-images"
import { routes } from "../data/routes"

type ImageNode = Queries.HomePageQuery["allFile"]["nodes"][number]

/** Pairs each photo listed in the data module with its processed image, in the module's order. */
const toSlides = (nodes: readonly ImageNode[]): ProductSlide[] =>
  productImages.map(({ file, alt }) => {
    const image = nodes.find((node) => node.base === file)?.childImageSharp?.gatsbyImageData
    if (!image) throw new Error(`Product image ${file} is missing from content/images/product/`)
    return { image, alt }
  })

const HomePage = ({ data }: PageProps<Queries.HomePageQuery>) => {
  const nodes = data.allFile.nodes
  const imagePaths = productImages.map(
    ({ file }) => nodes.find((node) => node.base === file)?.publicURL ?? "",
  )
  return (
    <Layout>
      <Seo
        title={homeSeo.title}
        description={homeSeo.description}
        path={routes.home}
        jsonLd={homeJsonLd(imagePaths)}
      />
      <Hero
        media={
          <HydrateLater>
            <ProductCarousel slides={toSlides(nodes)} />
          </HydrateLater>
        }
      />
      {/* Below the fold: hydrated after the hero, in slices (see HydrateLater). */}
      <HydrateLater>
        <VideoShowcase />
      </HydrateLater>
      <HydrateLater>
        <Features />
      </HydrateLater>
      <HydrateLater>
        <Routine />
      </HydrateLater>
      <HydrateLater>
        <Faq />
      </HydrateLater>
    </Layout>
  )
}

export default HomePage

export const query = graphql`
  query HomePage {
    allFile(filter: { sourceInstanceName: { eq: "product" } }, sort: { name: ASC }) {
      nodes {
        base
        publicURL
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
