import type { MouseEvent } from "react"
import styled from "@emotion/styled"
import { Link } from "gatsby"
import { layoutCopy } from "../../data/ui"
import { routes } from "../../data/routes"
import { prefersReducedMotion } from "../../hooks/use-prefers-reduced-motion"
import { colors, fontSizes, layout, mq, space } from "../../styles/theme"
import { Container } from "../common/container"
import { Logo } from "./logo"
import { SocialLinks } from "./social-links"

const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 10;
  height: ${layout.headerHeight};
  background: rgba(255, 248, 245, 0.94);
  border-bottom: 1px solid ${colors.border};
  backdrop-filter: blur(8px);
`

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
  height: 100%;
`

const HomeLink = styled(Link)`
  display: inline-flex;
  flex: none;
  align-items: center;
  min-height: ${layout.tapTarget};
  /* The wordmark gives way first on the narrowest phones, so the bar never scrolls sideways. */
  img {
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
  align-items: center;
  gap: ${space.xs};
  ${mq.sm} {
    gap: ${space.md};
  }
`

const BlogLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${layout.tapTarget};
  min-width: ${layout.tapTarget};
  justify-content: center;
  padding-inline: ${space.xs};
  color: ${colors.ink};
  font-size: ${fontSizes.base};
  font-weight: 700;
  text-decoration: none;
  &:hover,
  &[aria-current="page"] {
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
`

/** On the home page the logo scrolls back to the top instead of reloading the page. */
const scrollHomeToTop = (event: MouseEvent<HTMLAnchorElement>) => {
  if (window.location.pathname !== routes.home) return
  event.preventDefault()
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" })
}

export const Header = () => (
  <Bar>
    <Inner>
      <HomeLink to={routes.home} aria-label={layoutCopy.homeLink} onClick={scrollHomeToTop}>
        <Logo />
      </HomeLink>
      <Links>
        <nav aria-label={layoutCopy.mainNav}>
          <BlogLink to={routes.blog}>{layoutCopy.blogLink}</BlogLink>
        </nav>
        <SocialLinks label={layoutCopy.socialNavHeader} />
      </Links>
    </Inner>
  </Bar>
)
