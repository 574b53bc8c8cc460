import type { ReactNode } from "react"
import { listingUrlFor } from "../../data/site"
import { useLocale } from "../../hooks/use-locale"
import type { ListingPlacement } from "../../lib/listing"
import { ExternalLink } from "./external-link"
import { NewTabHint } from "./new-tab-hint"

export type ListingLinkProps = {
  children: ReactNode
  /** Where the link sits, for Amazon Attribution (GATSBY_LISTING_TAGS). */
  placement: ListingPlacement
  className?: string
}

/** A link to the marketplace listing; articles use it as the MDX shortcode `<ListingLink>`. */
export const ListingLink = ({ children, placement, className }: ListingLinkProps) => (
  <ExternalLink href={listingUrlFor(placement, useLocale())} className={className}>
    {children}
    <NewTabHint />
  </ExternalLink>
)
