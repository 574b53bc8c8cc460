import { unlistedRoutes } from "../data/routes"

/** gatsby-plugin-sitemap takes globs; these keep 404, not-found and thank-you pages out. */
export const sitemapExcludes: string[] = [...unlistedRoutes]
