import { graphql, useStaticQuery } from "gatsby"
import type { Business, BuildFacts } from "../lib/business"

/**
 * The owner's register (content/business.yaml), from the data layer, with the offer and price that
 * hold on the build's day: the one way a component learns a business fact. The build has
 * validated it (src/node/business-register.ts). The generated query type spells the guarantee as
 * one object with every field optional, hence the cast: the register's schema knows which kind.
 */
export const useBusiness = (): Business & BuildFacts =>
  useStaticQuery<Queries.BusinessRegisterQuery>(graphql`
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
  `).business as unknown as Business & BuildFacts
