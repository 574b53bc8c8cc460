import { brand } from "../../data/site"
import type { Locale } from "../../data/locale"

export type ShareImage = { readonly path: string; readonly width: number; readonly height: number }

/**
 * The picture social networks show for a page (og:image, twitter:image), in the page's edition:
 * each edition's image has its own words drawn in (tools/media/generate-media.mjs renders both), so a
 * French page never previews with English text. Each edition's og:image:alt (`shareImageAlt` in
 * its ui copy) describes its own image.
 */
export const shareImages: Readonly<Record<Locale, ShareImage>> = {
  en: brand.shareImage,
  fr: { ...brand.shareImage, path: "/og-image-fr.jpg" },
}
