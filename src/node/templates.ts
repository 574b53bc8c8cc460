import path from "path"

/** The components gatsby-node creates pages from (not-found: the 404 page, for the French one). */
export const templates = Object.freeze({
  blogPost: path.resolve("src/templates/blog-post.tsx"),
  blogNotFound: path.resolve("src/templates/blog-not-found.tsx"),
  notFound: path.resolve("src/pages/404.tsx"),
})
