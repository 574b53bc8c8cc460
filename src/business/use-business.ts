import { graphql, useStaticQuery } from "gatsby"
import type { FactsAtBuild } from "./facts"
import type { Business } from "./node/schema"

/**
 * The owner's register (content/business.yaml), from the data layer, with the offer and price that
 * hold on the build's day: the one way a component learns a business fact. The build put it there
 * after parsing it with the schema (./node/register.ts), so its values are the schema's. The query asks
 * for every key of the schema and no other, which __tests__/unit/business-register-shape.test.ts
 * checks, along with the data layer's types; so its answer is typed as the schema's own type.
 * (The generated Queries.BusinessRegisterQuery is looser: the data layer spells the guarantee's
 * two kinds as one object with optional texts, and each list of words, such as `gel`, as text.)
 */
export const useBusiness = (): Business & FactsAtBuild =>
  useStaticQuery<{ business: Business & FactsAtBuild }>(graphql`
    fragment BusinessLocalized on LocalizedText {
      en
      fr
    }
    fragment BusinessOfferFields on BusinessOffer {
      label {
        ...BusinessLocalized
      }
      details {
        ...BusinessLocalized
      }
      startsOn
      endsOn
      termsUrl
    }
    fragment BusinessPriceFields on BusinessPrice {
      amount
      asOf
      validUntil
      availability
    }
    query BusinessRegister {
      business(id: { eq: "business-register" }) {
        sample
        seller {
          legalName {
            ...BusinessLocalized
          }
          mailingAddress {
            ...BusinessLocalized
          }
          email
          phone
          city {
            ...BusinessLocalized
          }
          privacyOfficer {
            name
            title {
              ...BusinessLocalized
            }
            email
          }
        }
        rating {
          value
          count
          asOf
        }
        listingSeller
        product {
          warranty {
            months
            givenBy
            termsUrl
          }
          inTheBox {
            ...BusinessLocalized
          }
          gel
          charging {
            port
            hoursToCharge
            minutesPerCharge
          }
          electricalSafetyMark
          ledWavelengths {
            red
            orange
            green
            blue
          }
          current
        }
        customers {
          count
          asOf
        }
        guarantee {
          givenBy
          days
          termsUrl
          howToClaim {
            ...BusinessLocalized
          }
          proofOfPurchase {
            ...BusinessLocalized
          }
          conditions {
            ...BusinessLocalized
          }
          returnShipping {
            ...BusinessLocalized
          }
          refund {
            ...BusinessLocalized
          }
        }
        shipping {
          statement {
            ...BusinessLocalized
          }
          termsUrl
        }
        price {
          ...BusinessPriceFields
        }
        offers {
          ...BusinessOfferFields
        }
        healthCanadaLicence
        offerAtBuild {
          ...BusinessOfferFields
        }
        priceAtBuild {
          ...BusinessPriceFields
        }
        ratingAtBuild {
          value
          count
          asOf
        }
      }
    }
  `).business
