import styled from "@emotion/styled"
import { Link } from "gatsby"
import { useMessages } from "../../hooks/use-messages"
import { useRoutes } from "../../hooks/use-locale"
import { useCurrentYear } from "../../hooks/use-current-year"
import { colors, fontSizes, layout, mq, space } from "../../styles/theme"
import { Container } from "../common/container"
import { Logo } from "./logo"
import { SocialLinks } from "./social-links"

const Bar = styled.footer`
  margin-top: ${space.xxl};
  padding-block: ${space.xl};
  background: ${colors.footer};
  color: ${colors.onFooter};
`

const Inner = styled(Container)`
  display: grid;
  gap: ${space.lg};
  justify-items: center;
  text-align: center;
  ${mq.md} {
    grid-template-columns: auto 1fr auto;
    justify-items: start;
    text-align: start;
    align-items: center;
  }
`

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${layout.tapTarget};
    color: ${colors.onFooter};
  }
`

const Copyright = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  font-size: ${fontSizes.sm};
`

export const Footer = () => {
  const year = useCurrentYear()
  const { layoutCopy } = useMessages("ui")
  const routes = useRoutes()
  return (
    <Bar>
      <Inner>
        <Link to={routes.home} aria-label={layoutCopy.homeLink}>
          <Logo tone="light" />
        </Link>
        <nav aria-label={layoutCopy.footerNav}>
          <Links>
            <li>
              <Link to={routes.blog}>{layoutCopy.blogLink}</Link>
            </li>
            <li>
              <Link to={routes.privacy}>{layoutCopy.privacyLink}</Link>
            </li>
          </Links>
        </nav>
        <SocialLinks label={layoutCopy.socialNavFooter} tone="light" />
        <Copyright>{layoutCopy.copyright.replace("{year}", String(year))}</Copyright>
      </Inner>
    </Bar>
  )
}
