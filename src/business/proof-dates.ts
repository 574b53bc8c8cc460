import type { BusinessCopy } from "../data/business-copy"
import type { Price } from "./facts"
import type { Business } from "./node/schema"

/**
 * The figures beside a buy button (price, rating, customer count) and the day each was read. When
 * two or more were read on the same day and none on another, one line dates them all; otherwise
 * each keeps its own date.
 */
export const sharedProofDate = (
  price: Price | null,
  rating: Business["rating"] | null,
  customers: Business["customers"],
): { date: string; sentence: keyof BusinessCopy["asOfTogether"] } | null => {
  const dates = [price?.asOf, rating?.asOf, customers?.asOf].filter(
    (date): date is string => date !== undefined,
  )
  if (dates.length < 2 || dates.some((date) => date !== dates[0])) return null
  const sentence =
    price && customers ? "priceRatingCustomers" : price ? "priceRating" : "ratingCustomers"
  return { date: dates[0], sentence }
}
