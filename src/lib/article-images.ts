/** An article image as its page shows it (src/node/article-image-files.ts makes them). */
export type ArticleImage = { src: string; width: number; height: number }

/** How the page refers to each image file of the article's folder, keyed by the name MDX uses. */
export type ArticleImages = Readonly<Record<string, ArticleImage>>

/** The name MDX gives an image of the article's folder ("photo.jpg", "./photo.jpg"). */
export const articleImageName = (src: string): string => decodeURI(src).replace(/^\.\//, "")

/** The build's message for an image the article cannot show, or nothing when it can. */
export const articleImageProblem = (
  src: string,
  alt: string,
  images: ArticleImages,
): string | undefined => {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(src)) {
    return `image "${src}" is on another site: put the file in the article's folder and write its name`
  }
  if (!images[articleImageName(src)]) {
    return `image "${src}" is not in the article's folder (files there: ${Object.keys(images).join(", ") || "none"})`
  }
  if (alt.trim() === "") {
    return `image "${src}" has no alternative text: write what it shows in ![…](${src})`
  }
  return undefined
}
