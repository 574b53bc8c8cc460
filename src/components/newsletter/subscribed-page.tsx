import styled from "@emotion/styled"
import { Link } from "gatsby"
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

/** Where the newsletter form lands without JavaScript (its `action`); kept out of search. */
export const SubscribedPage = () => {
  const subscribedCopy = useMessages("subscribed")
  const routes = localizedRoutes[useLocale()]
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
