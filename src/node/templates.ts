import path from "path"

/** The page templates gatsby-node creates pages from. */
export const templates = Object.freeze({
  blogPost: path.resolve("src/templates/blog-post.tsx"),
  blogNotFound: path.resolve("src/templates/blog-not-found.tsx"),
  notFound: path.resolve("src/templates/not-found.tsx"),
})
