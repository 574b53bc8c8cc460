/**
 * The seller's guarantee page (/guarantee/), in English. Every fact on it (who gives it, for how
 * many days, how to claim, the conditions, the refund) comes from the register's `guarantee`
 * (content/business.yaml); these are the headings and sentences around them.
 * French: ./fr/guarantee.ts, typed against this.
 */
import { brand, marketplace } from "./site"

export const guaranteeCopy = {
  /** `{days}` from the register. */
  title: `{days}-Day Money-Back Guarantee | ${brand.name}`,
  description: `How the ${brand.name} {days}-day money-back guarantee works: who gives it, how to claim, the conditions and the refund.`,
  heading: "Our {days}-Day Money-Back Guarantee",
  intro: `Try ${brand.name} for {days} days. If it is not for you, send it back and get your money back.`,
  /** How the days count, against the routine's "give it 8 to 12 weeks" (guidance.ts). */
  timing:
    "The {days} days start on the day the device is delivered. A change in how skin looks takes longer (8 to 12 weeks), so use these days to judge how the routine feels on your skin and fits your day, and claim by the last day if it is not for you.",
  givenByHeading: "Who gives it",
  /** `{legalName}` and `{address}` from the register's seller. */
  givenBy: `{legalName}, {address}, gives this guarantee on ${brand.name} devices bought on ${marketplace.name}. It adds to ${marketplace.name}'s own return policy and does not limit your rights under the law.`,
  claimHeading: "How to claim",
  /** A label before the seller's email address (the claim sentence above already says to write). */
  contactLead: "Email:",
  /** A bold label over the register's proof of purchase, on a line of its own. */
  proofLabel: "Proof of purchase",
  conditionsHeading: "Conditions",
  returnShippingLabel: "Return shipping",
  refundHeading: "Your refund",
}

export type GuaranteeCopy = typeof guaranteeCopy
