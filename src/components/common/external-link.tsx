import type { AnchorHTMLAttributes } from "react"

export type ExternalLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "target" | "rel"> & {
  href: string
}

/** Every outbound link opens in a new tab without handing the new page a reference to this one. */
export const ExternalLink = ({ children, ...props }: ExternalLinkProps) => (
  <a {...props} target="_blank" rel="noopener noreferrer">
    {children}
  </a>
)
