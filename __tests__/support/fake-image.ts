import type { IGatsbyImageData } from "gatsby-plugin-image"
import { productImages } from "../../src/data/product-images"

/** A processed image as gatsby-plugin-image hands it to components. */
export const fakeImage = (name: string): IGatsbyImageData => ({
  layout: "constrained",
  width: 560,
  height: 560,
  images: {
    fallback: { src: `/static/${name}.jpg`, srcSet: `/static/${name}.jpg 560w`, sizes: "560px" },
    sources: [{ srcSet: `/static/${name}.webp 560w`, type: "image/webp", sizes: "560px" }],
  },
})

/**
 * The home page query's answer: one processed image per photo the home copy lists, each still the
 * generated stand-in (File.standIn) or, with `standIn: false`, a real photo.
 */
export const fakeHomeImagesWith = ({ standIn }: { standIn: boolean }) =>
  ({
    allFile: {
      nodes: productImages.map(({ file }) => ({
        base: file,
        publicURL: `/static/${file}`,
        standIn,
        childImageSharp: { gatsbyImageData: fakeImage(file) },
      })),
    },
  }) as unknown as Queries.HomeImagesFragment

/** The repository as it is: every product image is still a stand-in. */
export const fakeHomeImages = fakeHomeImagesWith({ standIn: true })
