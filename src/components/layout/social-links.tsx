import styled from "@emotion/styled"
import { socialLinks, type SocialLink, type SocialNetwork } from "../../data/site"
import { useMessages } from "../../hooks/use-messages"
import { useTooltip } from "../../hooks/use-tooltip"
import { colors, fontSizes, layout, mq, radii, space } from "../../styles/theme"
import { ExternalLink } from "../common/external-link"
import { Instagram, Pinterest, TikTok, type Icon } from "../common/icons"

const icons: Record<SocialNetwork, Icon> = {
  instagram: Instagram,
  tiktok: TikTok,
  pinterest: Pinterest,
}

const count = socialLinks.length

/** A flex container, so that in the header's row the list can narrow (see List). */
const Nav = styled.nav`
  display: flex;
  min-width: 0;
`

/*
 * Its width is set, not taken from its items, and each item takes a fixed share of it: painted
 * while the icons were still streaming in, a list sized by its content grew leftwards (it is
 * right-aligned in the header) and shifted the header. In a tight row (the header's, below sm)
 * the icons sit without gaps, since each 44 px target already has 12 px of air around its 20 px
 * glyph, and the list gives up width as the row needs, each icon down to compactTapTarget.
 */
const List = styled("ul", { shouldForwardProp: (prop) => prop !== "tight" })<{ tight: boolean }>`
  --icon-gap: ${({ tight }) => (tight ? "0px" : space.xs)};
  ${mq.sm} {
    --icon-gap: ${space.xs};
  }
  display: flex;
  flex: 0 1 auto;
  gap: var(--icon-gap);
  width: calc(${count} * ${layout.tapTarget} + ${count - 1} * var(--icon-gap));
  min-width: calc(${count} * ${layout.compactTapTarget} + ${count - 1} * var(--icon-gap));
  margin: 0;
  padding: 0;
  list-style: none;
`

// A flex container, so its link is as tall as the link alone: as an inline box on a line, an
// icon's link whose <svg> had not been parsed yet sat on the baseline, made its item 7.6 px
// taller and moved the icons already painted 3.8 px when the rest arrived.
const Item = styled.li`
  position: relative;
  display: flex;
  flex: none;
  width: calc((100% - ${count - 1} * var(--icon-gap)) / ${count});
`

const IconLink = styled(ExternalLink, { shouldForwardProp: (prop) => prop !== "tone" })<{
  tone: "dark" | "light"
}>`
  display: inline-flex;
  flex: 1;
  align-items: center;
  justify-content: center;
  /* As wide as its item (44 px, less in a tight row), and always 44 px tall. */
  height: ${layout.tapTarget};
  border-radius: ${radii.pill};
  color: ${({ tone }) => (tone === "dark" ? colors.ink : colors.onFooter)};
  &:hover {
    background: ${({ tone }) => (tone === "dark" ? colors.accentSoft : "rgba(255,255,255,0.12)")};
  }
`

const Tip = styled.span`
  position: absolute;
  top: calc(100% + ${space.xs});
  left: 50%;
  transform: translateX(-50%);
  padding: ${space.xs} ${space.sm};
  border-radius: ${radii.sm};
  background: ${colors.ink};
  color: ${colors.onAccent};
  font-size: ${fontSizes.sm};
  white-space: nowrap;
  pointer-events: none;
  z-index: 20;
`

type SocialIconLinkProps = { link: SocialLink; tone: "dark" | "light" }

const SocialIconLink = ({ link, tone }: SocialIconLinkProps) => {
  const tooltip = useTooltip()
  const { layoutCopy } = useMessages("ui")
  const NetworkIcon = icons[link.network]
  const tipId = `tip-${tone}-${link.network}`
  return (
    <Item>
      <IconLink
        href={link.url}
        aria-label={`${link.label} ${layoutCopy.newTab}`}
        tone={tone}
        onMouseEnter={tooltip.show}
        onMouseLeave={tooltip.hide}
        onFocus={tooltip.show}
        onBlur={tooltip.hide}
      >
        <NetworkIcon size={20} />
      </IconLink>
      {tooltip.open && (
        <Tip role="tooltip" id={tipId}>
          {link.label}
        </Tip>
      )}
    </Item>
  )
}

export type SocialLinksProps = {
  label: string
  tone?: "dark" | "light"
  /** In a row that phones fill (the header's): no gaps below sm, and icons that narrow to fit. */
  tight?: boolean
}

/** Instagram, TikTok and Pinterest icons with delayed tooltips (`tooltipTiming`). */
export const SocialLinks = ({ label, tone = "dark", tight = false }: SocialLinksProps) => (
  <Nav aria-label={label}>
    <List tight={tight}>
      {socialLinks.map((link) => (
        <SocialIconLink key={link.network} link={link} tone={tone} />
      ))}
    </List>
  </Nav>
)
