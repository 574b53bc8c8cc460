import styled from "@emotion/styled"
import { Link } from "gatsby"
import { Layout } from "../layout/layout"
import { Seo } from "../seo/seo"
import { Container } from "../common/container"
import type { SubscribedCopy } from "../../data/subscribed"
import type { Locale } from "../../data/locale"
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
  margin: 0 0 ${space.lg};
  font-size: ${fontSizes.lg};
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

export type SubscribedPageProps = { locale: Locale; copy: SubscribedCopy }

/** Where the newsletter form lands without JavaScript (its `action`); kept out of search. */
export const SubscribedPage = ({ locale, copy: subscribedCopy }: SubscribedPageProps) => {
  const routes = localizedRoutes[locale]
  return (
    <Layout>
      <Seo
        title={subscribedCopy.title}
        description={subscribedCopy.description}
        path={routes.subscribed}
        noindex
      />
      <Box>
        <h1>{subscribedCopy.heading}</h1>
        <Body>{subscribedCopy.body}</Body>
        <Links>
          <li>
            <Link to={routes.blog}>{subscribedCopy.blogLink}</Link>
          </li>
          <li>
            <Link to={routes.home}>{subscribedCopy.homeLink}</Link>
          </li>
        </Links>
      </Box>
    </Layout>
  )
}
