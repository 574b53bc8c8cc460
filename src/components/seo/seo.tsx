import { Helmet } from "react-helmet"
import { brand } from "../../data/site"
import {
  absoluteUrl,
  organizationJsonLd,
  serializeJsonLd,
  websiteJsonLd,
  type JsonLd,
} from "./structured-data"

export type SeoProps = {
  /** The whole document title, exactly as the spec words it. */
  title: string
  description: string
  /** The page's own path, for the canonical URL and og:url. */
  path: string
  type?: "website" | "article"
  noindex?: boolean
  jsonLd?: readonly JsonLd[]
  /**
   * CSS for markup rendered outside React (an article body made at build time). Not named `css`:
   * emotion's JSX turns a `css` prop into a class name.
   */
  bodyCss?: string
}

/** The only component that writes a page's <head>. */
export const Seo = ({
  title,
  description,
  path,
  type = "website",
  noindex,
  jsonLd = [],
  bodyCss,
}: SeoProps) => {
  const url = absoluteUrl(path)
  const image = absoluteUrl(brand.shareImage.path)
  const structured = [organizationJsonLd(), websiteJsonLd(), ...jsonLd]
  return (
    <Helmet htmlAttributes={{ lang: brand.lang }}>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {noindex && <meta name="robots" content="noindex" />}
      <meta name="theme-color" content={brand.themeColor} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(brand.shareImage.width)} />
      <meta property="og:image:height" content={String(brand.shareImage.height)} />
      <meta property="og:image:alt" content={brand.tagline} />
      <meta property="og:locale" content={brand.locale} />
      <meta property="og:site_name" content={brand.name} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      {bodyCss && <style>{bodyCss}</style>}
      {structured.map((data) => (
        <script key={String(data["@type"])} type="application/ld+json">
          {serializeJsonLd(data)}
        </script>
      ))}
    </Helmet>
  )
}
