/** Every internal route in one place, so links, the sitemap and tests agree. */
export const routes = {
  home: "/",
  blog: "/blog/",
  article: (slug: string) => `/blog/${slug}/`,
  blogNotFound: "/blog/not-found/",
  privacy: "/privacy/",
  subscribed: "/subscribed/",
} as const

/** Pages search engines must not list (they are also `noindex`). */
export const unlistedRoutes = [
  "/404/",
  "/404.html",
  routes.blogNotFound,
  routes.subscribed,
] as const
