import styled from "@emotion/styled"
import { Link } from "gatsby"
import { colors, fontSizes, fontWeights, space } from "../../styles/theme"
import { Layout } from "../layout/layout"
import { Seo } from "../seo/seo"
import { Container } from "./container"

const Box = styled(Container)`
  padding-block: ${space.xxl};
  text-align: center;
`

const Code = styled.p`
  margin: 0;
  font-size: ${fontSizes.display};
  font-weight: ${fontWeights.bold};
  color: ${colors.accent};
`

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: ${fontWeights.bold};
`

const OtherEdition = styled.p`
  margin: ${space.xl} 0 0;
`

export type NotFoundViewProps = {
  /** The document title; the page is never indexed. */
  title: string
  /** The page's own path (its canonical URL), not the path the visitor asked for. */
  path: string
  code?: string
  heading: string
  body: string
  linkText: string
  linkTo: string
  /** A line in the other edition's language, with a link to its home page. */
  otherEdition?: { lang: string; text: string; linkText: string; linkTo: string }
}

/** The shared shape of the site's not-found pages (unknown route, unknown article), whole. */
export const NotFoundView = ({
  title,
  path,
  code,
  heading,
  body,
  linkText,
  linkTo,
  otherEdition,
}: NotFoundViewProps) => (
  <Layout>
    <Seo title={title} description={body} path={path} noindex />
    <Box>
      {code && <Code>{code}</Code>}
      <h1>{heading}</h1>
      <p>{body}</p>
      <BackLink to={linkTo}>{linkText}</BackLink>
      {otherEdition && (
        <OtherEdition lang={otherEdition.lang}>
          {`${otherEdition.text} `}
          <BackLink to={otherEdition.linkTo} hrefLang={otherEdition.lang}>
            {otherEdition.linkText}
          </BackLink>
        </OtherEdition>
      )}
    </Box>
  </Layout>
)
