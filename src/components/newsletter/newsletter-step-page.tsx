import styled from "@emotion/styled"
import { Link } from "gatsby"
import { StaticHtmlBlock } from "../common/static-html-block"
import type { StaticHtml } from "../../lib/page-context"
import { Layout } from "../layout/layout"
import { Seo } from "../seo/seo"
import { Container } from "../common/container"
import { useLocale } from "../../hooks/use-locale"
import { useMessages } from "../../hooks/use-messages"
import { localizedRoutes } from "../../data/routes"
import { colors, fontSizes, fontWeights, layout, space } from "../../styles/theme"

const Box = styled(Container)`
  max-width: ${layout.readingWidth};
  padding-block: ${space.xxl};
  text-align: center;
  h1 {
    margin: 0 0 ${space.md};
    font-size: ${fontSizes.display};
  }
`

const Body = styled.p`
  margin: 0 0 ${space.md};
  font-size: ${fontSizes.lg};
  color: ${colors.inkMuted};
`

const Note = styled.p`
  margin: 0 0 ${space.lg};
  color: ${colors.inkMuted};
`

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space.md} ${space.xl};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${layout.tapTarget};
    font-weight: ${fontWeights.bold};
  }
`

export type NewsletterStepPageProps = {
  /**
   * `checkInbox`: where the form lands without JavaScript, asking to confirm by email;
   * `subscribed`: where the link in that email lands, the subscription confirmed.
   */
  step: "checkInbox" | "subscribed"
  /** The product card, made at build time (src/node/on-create-page.ts). */
  productCard?: StaticHtml
}

/** A page of the newsletter signup's two steps, in either edition; kept out of search. */
export const NewsletterStepPage = ({ step, productCard }: NewsletterStepPageProps) => {
  const copy = useMessages(step)
  const routes = localizedRoutes[useLocale()]
  return (
    <Layout>
      <Seo
        title={copy.title}
        description={copy.description}
        path={routes[step]}
        noindex
        bodyCss={productCard?.css}
      />
      <Box>
        <h1>{copy.heading}</h1>
        <Body>{copy.body}</Body>
        <Note>{copy.note}</Note>
        <Links>
          <li>
            <Link to={routes.blog}>{copy.blogLink}</Link>
          </li>
          <li>
            <Link to={routes.home}>{copy.homeLink}</Link>
          </li>
        </Links>
        {productCard && <StaticHtmlBlock html={productCard.html} />}
      </Box>
    </Layout>
  )
}
