import styled from "@emotion/styled"
import type { IconType } from "react-icons"
import { FaInstagram, FaPinterestP, FaTiktok } from "react-icons/fa6"
import { socialLinks, type SocialLink, type SocialNetwork } from "../../data/site"
import { useUiCopy } from "../../hooks/use-copy"
import { useTooltip } from "../../hooks/use-tooltip"
import { colors, fontSizes, layout, mq, radii, space } from "../../styles/theme"
import { ExternalLink } from "../common/external-link"

const icons: Record<SocialNetwork, IconType> = {
  instagram: FaInstagram,
  tiktok: FaTiktok,
  pinterest: FaPinterestP,
}

const List = styled.ul`
  display: flex;
  gap: ${space.xs};
  /* Its full width from the first paint: painted while the icons were still streaming in, the
     right-aligned list grew leftwards and shifted the header. */
  min-width: calc(
    ${socialLinks.length} * ${layout.compactTapTarget} + ${socialLinks.length - 1} * ${space.xs}
  );
  ${mq.xs} {
    min-width: calc(
      ${socialLinks.length} * ${layout.tapTarget} + ${socialLinks.length - 1} * ${space.xs}
    );
  }
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
`

const IconLink = styled(ExternalLink, { shouldForwardProp: (prop) => prop !== "tone" })<{
  tone: "dark" | "light"
}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  /* Compact below 360 px, where the header's row is tight; 44 px from there up. */
  width: ${layout.compactTapTarget};
  height: ${layout.compactTapTarget};
  ${mq.xs} {
    width: ${layout.tapTarget};
    height: ${layout.tapTarget};
  }
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
  const { layoutCopy } = useUiCopy()
  const Icon = icons[link.network]
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
        <Icon aria-hidden="true" focusable="false" size={20} />
      </IconLink>
      {tooltip.open && (
        <Tip role="tooltip" id={tipId}>
          {link.label}
        </Tip>
      )}
    </Item>
  )
}

export type SocialLinksProps = { label: string; tone?: "dark" | "light" }

/** Instagram, TikTok and Pinterest icons with delayed tooltips (spec §2, §9). */
export const SocialLinks = ({ label, tone = "dark" }: SocialLinksProps) => (
  <nav aria-label={label}>
    <List>
      {socialLinks.map((link) => (
        <SocialIconLink key={link.network} link={link} tone={tone} />
      ))}
    </List>
  </nav>
)
