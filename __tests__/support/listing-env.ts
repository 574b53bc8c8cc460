/**
 * Build variables for a test file that renders links as a tagged production build would. Import
 * it before any module of src/: the data module reads the variables once, when first imported.
 * (Each test file gets its own copy of process.env, so no other file sees these.)
 */
export const product = "https://www.amazon.ca/dp/B0ABCDE123"

export const tags = {
  hero: "maas=maas_hero&ref_=aa_maas&tag=maas",
  carousel: "maas=maas_carousel&ref_=aa_maas&tag=maas",
  video: "maas=maas_video&ref_=aa_maas&tag=maas",
  routine: "maas=maas_routine&ref_=aa_maas&tag=maas",
  faq: "maas=maas_faq&ref_=aa_maas&tag=maas",
  blog: "maas=maas_blog&ref_=aa_maas&tag=maas",
  sticky: "maas=maas_sticky&ref_=aa_maas&tag=maas",
  article: "maas=maas_article&ref_=aa_maas&tag=maas",
  subscribed: "maas=maas_subscribed&ref_=aa_maas&tag=maas",
  guarantee: "maas=maas_guarantee&ref_=aa_maas&tag=maas",
} as const

process.env.GATSBY_LISTING_URL = product
process.env.GATSBY_LISTING_TAGS = JSON.stringify(tags)
