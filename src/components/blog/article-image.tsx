import { createContext, useContext, type ComponentPropsWithoutRef } from "react"
import styled from "@emotion/styled"
import { articleImageName, articleImageProblem, type ArticleImages } from "../../lib/article-images"
import { radii, space } from "../../styles/theme"

/** The images of the article being rendered, by the names its MDX uses (set at build time). */
export const ArticleImagesContext = createContext<ArticleImages>({})

/** Thrown while rendering an article whose image the page cannot show; the build names the file. */
export class ArticleImageError extends Error {}

const Image = styled.img`
  display: block;
  max-width: 100%;
  height: auto;
  margin: ${space.lg} auto;
  border-radius: ${radii.sm};
`

/**
 * `![What it shows](photo.jpg)` in an article: the WebP the build made of the file beside the
 * article, with its size, loaded when the reader nears it.
 */
export const ArticleImage = ({ src = "", alt = "" }: ComponentPropsWithoutRef<"img">) => {
  const images = useContext(ArticleImagesContext)
  const problem = articleImageProblem(src, alt, images)
  if (problem) throw new ArticleImageError(problem)
  const image = images[articleImageName(src)]
  return (
    <Image
      src={image.src}
      width={image.width}
      height={image.height}
      alt={alt}
      loading="lazy"
      decoding="async"
    />
  )
}
