/**
 * The article schema, declared rather than inferred: every required frontmatter field is non-null,
 * so a query can rely on it, and an unknown key in one article does not grow the schema.
 * gatsby-plugin-mdx declares the rest of `Mdx` (body, tableOfContents, …).
 */
export const typeDefs = `
  type Mdx implements Node {
    frontmatter: MdxFrontmatter!
    fields: MdxFields!
  }

  type MdxFrontmatter @dontInfer {
    title: String!
    excerpt: String!
    date: Date! @dateformat
    "The day of the last substantial revision, if any: on or after date, never in the future."
    updated: Date @dateformat
    author: String!
    readTime: String
    tags: [String!]!
    metaDescription: String!
    "A French article's English twin: the folder name of an article in content/blog/."
    translationOf: String
  }

  type MdxFields @dontInfer {
    slug: String!
    "en for content/blog/, fr for content/blogue/."
    locale: String!
    "The slug of the English twin (its own for an English article): the key both editions share."
    englishSlug: String!
    readTime: String!
  }

  "The owner's business register, content/business.yaml (its schema: src/node/business-register.ts)."
  type Business implements Node @dontInfer {
    sample: Boolean!
    seller: BusinessSeller!
    rating: BusinessRating!
    "Who sells on the listing: seller (the seller above), marketplace, or a company's name."
    listingSeller: String
    product: BusinessProduct
    customers: BusinessCustomers
    guarantee: BusinessGuarantee
    shipping: BusinessShipping
    price: BusinessPrice
    offers: [BusinessOffer!]!
    healthCanadaLicence: String
    "The offer running on the build's day (America/Toronto); pages check its end again in the browser."
    offerAtBuild: BusinessOffer
    "The price, unless the build's day is past its validUntil."
    priceAtBuild: BusinessPrice
    "The rating, unless it was read more than 120 days before the build's day."
    ratingAtBuild: BusinessRating
  }

  type LocalizedText @dontInfer {
    en: String!
    fr: String!
  }

  type BusinessSeller @dontInfer {
    legalName: LocalizedText!
    mailingAddress: LocalizedText!
    email: String!
    phone: String
    city: LocalizedText
    privacyOfficer: BusinessPrivacyOfficer!
  }

  "The facts buyers look for; each is optional."
  type BusinessProduct @dontInfer {
    warranty: BusinessWarranty
    inTheBox: [LocalizedText!]
    "included or sold-separately"
    gel: String
    charging: BusinessCharging
    electricalSafetyMark: String
    ledWavelengths: BusinessLedWavelengths
    "ems or microcurrent"
    current: String
  }

  type BusinessWarranty @dontInfer {
    months: Int!
    "seller, marketplace or a company's name"
    givenBy: String!
    termsUrl: String!
  }

  type BusinessCharging @dontInfer {
    port: String!
    hoursToCharge: Float!
    minutesPerCharge: Int!
  }

  "Nanometres"
  type BusinessLedWavelengths @dontInfer {
    red: Int!
    orange: Int!
    green: Int!
    blue: Int!
  }

  type BusinessPrivacyOfficer @dontInfer {
    name: String!
    title: LocalizedText!
    email: String!
  }

  type BusinessRating @dontInfer {
    value: Float!
    count: Int!
    "YYYY-MM-DD"
    asOf: String!
  }

  type BusinessCustomers @dontInfer {
    count: Int!
    asOf: String!
  }

  "seller: the seller's own guarantee (its texts are set); marketplace: the marketplace's return window."
  type BusinessGuarantee @dontInfer {
    givenBy: String!
    days: Int!
    termsUrl: String!
    howToClaim: LocalizedText
    proofOfPurchase: LocalizedText
    conditions: [LocalizedText!]
    returnShipping: LocalizedText
    refund: LocalizedText
  }

  type BusinessShipping @dontInfer {
    statement: LocalizedText!
    termsUrl: String!
  }

  type BusinessPrice @dontInfer {
    "Canadian dollars"
    amount: Float!
    asOf: String!
    validUntil: String!
    availability: String!
  }

  type BusinessOffer @dontInfer {
    label: LocalizedText!
    details: LocalizedText!
    startsOn: String!
    endsOn: String!
    termsUrl: String!
  }

  "An article body rendered to static HTML at build time, with the CSS its markup uses."
  type ArticleHtml {
    html: String!
    css: String!
    "The product card after the article, made from the register on the build's day."
    cardHtml: String!
  }

  "A digest of what rendered articles depend on besides their MDX (src/node/article-render-key.ts)."
  type ArticleRenderKey implements Node @dontInfer {
    hash: String!
  }
`
