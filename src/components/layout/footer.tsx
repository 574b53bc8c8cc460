import styled from "@emotion/styled"
import { Link } from "gatsby"
import { useMessages } from "../../hooks/use-messages"
import { useLocale, useRoutes } from "../../hooks/use-locale"
import { useBusiness } from "../../business/use-business"
import { sellerGuarantee } from "../../business/facts"
import { formatMessage } from "../../lib/format-message"
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

/** Site links, social links, and the register's seller: its legal name, contact and licence. */
export const Footer = () => {
  const year = useCurrentYear()
  const { layoutCopy } = useMessages("ui")
  const routes = useRoutes()
  const locale = useLocale()
  const { seller, guarantee, healthCanadaLicence } = useBusiness()
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
              <Link to={routes.safety}>{layoutCopy.safetyLink}</Link>
            </li>
            <li>
              <Link to={routes.privacy}>{layoutCopy.privacyLink}</Link>
            </li>
            {sellerGuarantee(guarantee) && (
              <li>
                <Link to={routes.guarantee}>{layoutCopy.guaranteeLink}</Link>
              </li>
            )}
            <li>
              <a href={`mailto:${seller.email}`}>{layoutCopy.contactLink}</a>
            </li>
          </Links>
        </nav>
        <SocialLinks label={layoutCopy.socialNavFooter} tone="light" />
        <Copyright>
          {formatMessage(layoutCopy.copyright, { year, legalName: seller.legalName[locale] })}
          {healthCanadaLicence && (
            <>
              <br />
              {formatMessage(layoutCopy.licence, { licence: healthCanadaLicence })}
            </>
          )}
        </Copyright>
      </Inner>
    </Bar>
  )
}
