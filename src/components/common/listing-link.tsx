import type { ReactNode } from "react"
import { listingUrl } from "../../data/site"
import { ExternalLink } from "./external-link"
import { NewTabHint } from "./new-tab-hint"

export type ListingLinkProps = { children: ReactNode; className?: string }

/** A link to the marketplace listing; articles use it as the MDX shortcode `<ListingLink>`. */
export const ListingLink = ({ children, className }: ListingLinkProps) => (
  <ExternalLink href={listingUrl} className={className}>
    {children}
    <NewTabHint />
  </ExternalLink>
)
