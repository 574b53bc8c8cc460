import styled from "@emotion/styled"
import type { IGatsbyImageData } from "gatsby-plugin-image"

// React 18 has no fetchPriority prop; the lowercase attribute passes straight through to <img>.
const highPriority: Record<"fetchpriority", "high"> = { fetchpriority: "high" }

const Img = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`

export type ProductPictureProps = {
  /** The WebP and JPEG variants gatsby-plugin-image made at build time (page query). */
  image: IGatsbyImageData
  alt: string
  /** The first photo loads at once with high priority; the others when they come near the view. */
  eager: boolean
}

/**
 * A product photo as a plain <picture> over gatsby-plugin-image's responsive variants.
 *
 * <GatsbyImage> adds, per image, an inline module script that scans every image on the page, a
 * <noscript> copy of the markup, a hidden-until-loaded fade and a client-side hydration step. The
 * carousel's photos need none of it: the box is square and reserved in CSS, and the browser's own
 * `loading="lazy"` defers the eight photos that start off-screen.
 */
export const ProductPicture = ({ image, alt, eager }: ProductPictureProps) => {
  const { fallback, sources = [] } = image.images
  return (
    <picture>
      {sources.map(({ type, srcSet, sizes }) => (
        <source key={type} type={type} srcSet={srcSet} sizes={sizes} />
      ))}
      <Img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        draggable={false}
        {...(eager ? highPriority : {})}
      />
    </picture>
  )
}
