import type { MouseEvent } from "react"
import styled from "@emotion/styled"
import { Link } from "gatsby"
import { localeSettings, otherLocale } from "../../data/locale"
import { localizedRoutes } from "../../data/routes"
import { useMessages } from "../../hooks/use-messages"
import { usePageLocale } from "../../hooks/use-locale"
import { prefersReducedMotion } from "../../hooks/use-prefers-reduced-motion"
import { colors, fontSizes, fontWeights, layout, mq, space } from "../../styles/theme"
import { Container } from "../common/container"
import { Logo } from "./logo"
import { SocialLinks } from "./social-links"

const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 10;
  height: ${layout.headerHeight};
  /* Opaque, with no backdrop-filter: a blur behind a fixed bar is repainted on every frame of
     every scroll, and at 94 % opacity it could hardly be seen. */
  background: ${colors.surface};
  border-bottom: 1px solid ${colors.border};
`

/*
 * One row on every phone: logo, blog link, language switch and the three social icons. The common
 * widths are 320, 360, 375, 390, 414 and 430 px. With 16 px gaps and 44 px icons the French row
 * (the wider: "Blogue") needed 382 px of the 328 px a 360 px screen leaves inside the padding, and
 * its Pinterest icon ended at x = 398. So below sm the only gap is the one after the
 * logo, the links and icons abut (each target has air around its text or glyph), and the social
 * list gives up width before anything overflows: Links may shrink (min-width: 0) and, inside it,
 * the icons narrow from 44 px to compactTapTarget (32 px) wide, staying 44 px tall. A flex row
 * rather than a breakpoint per width, so it fits whatever font the phone draws the words in. In
 * Chromium's fallback font here (DejaVu Sans Bold, wider than Roboto or San Francisco) the French
 * icons are 33 px wide at 320 px, 32.5 at 360, 37.5 at 375, 42.5 at 390 and 44 from 414; the
 * English ones 39.6, 40, then 44. header.spec.ts checks every link of the header is on screen at
 * the six widths in both editions.
 */
const Inner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};
  height: 100%;
  ${mq.sm} {
    gap: ${space.md};
  }
`

const HomeLink = styled(Link)`
  display: inline-flex;
  flex: none;
  align-items: center;
  min-height: ${layout.tapTarget};
  /* The wordmark gives way first on the narrowest phones, so the bar never scrolls sideways. */
  svg {
    width: auto;
    height: 20px;
    ${mq.xs} {
      height: 24px;
    }
    ${mq.sm} {
      height: 32px;
    }
  }
`

const Links = styled.div`
  display: flex;
  flex: 0 1 auto;
  align-items: center;
  min-width: 0;
  gap: 0;
  ${mq.sm} {
    gap: ${space.md};
  }
`

/** The edition's blog, then the language switch, in one row. */
const Nav = styled.nav`
  display: flex;
  flex: none;
  align-items: center;
`

/* Below 360 px the links are compact, so logo, links and icons share one row at 320 px. */
const NavLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${layout.tapTarget};
  min-width: ${layout.compactTapTarget};
  justify-content: center;
  padding-inline: 2px;
  color: ${colors.ink};
  font-size: ${fontSizes.sm};
  ${mq.xs} {
    min-width: ${layout.tapTarget};
    padding-inline: ${space.xs};
    font-size: ${fontSizes.base};
  }
  font-weight: ${fontWeights.bold};
  text-decoration: none;
  &:hover,
  &[aria-current="page"] {
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
`

/** On the home page the logo scrolls back to the top instead of reloading the page. */
const scrollToTopOn = (home: string) => (event: MouseEvent<HTMLAnchorElement>) => {
  if (window.location.pathname !== home) return
  event.preventDefault()
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" })
}

export const Header = () => {
  const { layoutCopy } = useMessages("ui")
  const { locale, twinPath } = usePageLocale()
  const routes = localizedRoutes[locale]
  const other = otherLocale(locale)
  const { lang, name, abbreviation } = localeSettings[other]
  return (
    <Bar>
      <Inner>
        <HomeLink
          to={routes.home}
          aria-label={layoutCopy.homeLink}
          onClick={scrollToTopOn(routes.home)}
        >
          <Logo />
        </HomeLink>
        <Links>
          <Nav aria-label={layoutCopy.mainNav}>
            <NavLink to={routes.blog}>{layoutCopy.blogLink}</NavLink>
            {/* The same page in the other edition (its home where a page has no twin). */}
            <NavLink to={twinPath ?? localizedRoutes[other].home} hrefLang={lang} lang={lang}>
              {abbreviation}
              <span className="visually-hidden">{` ${name}`}</span>
            </NavLink>
          </Nav>
          <SocialLinks label={layoutCopy.socialNavHeader} tight />
        </Links>
      </Inner>
    </Bar>
  )
}
