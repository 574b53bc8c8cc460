import { graphql, useStaticQuery } from "gatsby"
import type { Business } from "../lib/business"

/**
 * The owner's register (content/business.yaml), from the data layer: the one way a component
 * learns a business fact. The build has validated it (src/node/business-register.ts).
 */
export const useBusiness = (): Business & { readonly offerLiveAtBuild: boolean } =>
  useStaticQuery<Queries.BusinessRegisterQuery>(graphql`
    query BusinessRegister {
      business(id: { eq: "business-register" }) {
        sample
        seller {
          legalName
          mailingAddress
          email
          phone
          privacyOfficer {
            name
            title {
              en
              fr
            }
            email
          }
        }
        rating {
          value
          count
          asOf
        }
        customers {
          count
          asOf
        }
        guarantee {
          days
          givenBy
          termsUrl
        }
        shipping {
          statement {
            en
            fr
          }
          termsUrl
        }
        offer {
          label {
            en
            fr
          }
          endsOn
        }
        healthCanadaLicence
        offerLiveAtBuild
      }
    }
  `).business as Business & { readonly offerLiveAtBuild: boolean }
