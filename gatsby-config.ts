import type { GatsbyConfig } from "gatsby"
import { brand, siteUrl } from "./src/data/site"
import { webAppCopy } from "./src/data/fr/web-app"
import { localeSettings } from "./src/data/locale"
import { localizedRoutes } from "./src/data/routes"
import { articleFolders, sourceNames } from "./src/node/content-sources"
import { feedOptions } from "./src/node/feed"
import { sitemapOptions } from "./src/node/sitemap"
import { staticNetlifyAdapter } from "./src/node/static-netlify-adapter"

const config: GatsbyConfig = {
  siteMetadata: {
    title: brand.name,
    description: brand.description,
    siteUrl,
  },
  trailingSlash: "always",
  // The automatic runtime with emotion's jsx: no `import React` in components, `css` prop available.
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  graphqlTypegen: { generateOnBuild: true },
  // The site is plain static files; see the module for why Gatsby's zero-config adapter is replaced.
  adapter: staticNetlifyAdapter(),
  plugins: [
    // Head tags come from react-helmet through the one Seo component. gatsby-ssr's replaceRenderer
    // collects them right after each page renders (see src/render-page.tsx); this plugin's later
    // onRenderBody then finds Helmet's state already read and adds nothing.
    "gatsby-plugin-react-helmet",
    "gatsby-plugin-emotion",
    // gatsby-plugin-image is a dependency but not registered here: the nine product photos use its
    // image data (`gatsbyImageData`, made by gatsby-plugin-sharp and gatsby-transformer-sharp below,
    // typed by its IGatsbyImageData) as plain <picture> elements (product-picture.tsx). Registering
    // it only adds what <GatsbyImage> and <StaticImage> need (a stylesheet, a <noscript> stylesheet
    // and an inline module script on every page, and a Babel step), which no page uses.
    // docs/decisions/no-gatsby-plugin-image-helpers.md.
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        // WebP for every variant, JPEG as the fallback (the plugin's default formats); sizes are
        // chosen per query.
        defaults: { quality: 70, placeholder: "none" },
      },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: sourceNames.product, path: `${__dirname}/content/images/product` },
    },
    {
      resolve: "gatsby-source-filesystem",
      options: { name: sourceNames.blog, path: `${__dirname}/${articleFolders.en}` },
    },
    {
      resolve: "gatsby-source-filesystem",
      options: { name: sourceNames.blogue, path: `${__dirname}/${articleFolders.fr}` },
    },
    {
      resolve: "gatsby-plugin-mdx",
      options: { extensions: [".mdx"] },
    },
    { resolve: "gatsby-plugin-sitemap", options: sitemapOptions },
    { resolve: "gatsby-plugin-feed", options: feedOptions },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: brand.productName,
        short_name: brand.name,
        description: brand.description,
        lang: brand.lang,
        start_url: "/",
        display: "standalone",
        background_color: brand.backgroundColor,
        theme_color: brand.themeColor,
        icon: "src/images/icon.png",
        // No CDN and no cache-busting query strings needed: icons are fingerprinted by name.
        cache_busting_mode: "none",
        include_favicon: true,
        theme_color_in_head: false,
        // The French edition's own manifest (manifest_fr-CA.webmanifest, the same icons): the
        // plugin links it from every page whose path starts with its start_url, /fr/.
        localize: [
          {
            start_url: localizedRoutes.fr.home,
            lang: localeSettings.fr.lang,
            name: webAppCopy.name,
            short_name: webAppCopy.shortName,
            description: webAppCopy.description,
          },
        ],
      },
    },
  ],
}

export default config
