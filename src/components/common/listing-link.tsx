import type { ReactNode } from "react"
import { listingUrl } from "../../data/site"
import { layoutCopy } from "../../data/ui"
import { ExternalLink } from "./external-link"

export type ListingLinkProps = { children: ReactNode; className?: string }

/** A link to the marketplace listing; articles use it as the MDX shortcode `<ListingLink>`. */
export const ListingLink = ({ children, className }: ListingLinkProps) => (
  <ExternalLink href={listingUrl} className={className}>
    {children}
    <span className="visually-hidden"> {layoutCopy.newTab}</span>
  </ExternalLink>
)
