/**
 * The register's types in Gatsby's data layer (the `business` node, src/node/source-nodes.ts):
 * the schema's keys, kinds and requiredness (./schema.ts) in GraphQL's terms, declared rather than
 * inferred so that a fact the owner leaves out is still a field, null. The build facts
 * (offerAtBuild, priceAtBuild, ratingAtBuild) are added on the build's day (../facts.ts).
 * __tests__/unit/business-register-shape.test.ts fails when these drift from the schema.
 */
export const businessTypeDefs = `
  "The owner's business register, content/business.yaml (its schema: src/business/node/schema.ts)."
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
`
