import styled from "@emotion/styled"
import { Link } from "gatsby"
import { colors, fontSizes, space } from "../../styles/theme"
import { Container } from "./container"

const Box = styled(Container)`
  padding-block: ${space.xxl};
  text-align: center;
`

const Code = styled.p`
  margin: 0;
  font-size: ${fontSizes.display};
  font-weight: 800;
  color: ${colors.accent};
`

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 700;
`

export type NotFoundProps = {
  code?: string
  heading: string
  body: string
  linkText: string
  linkTo: string
}

/** The shared shape of the site's not-found screens (unknown route, unknown article). */
export const NotFound = ({ code, heading, body, linkText, linkTo }: NotFoundProps) => (
  <Box>
    {code && <Code>{code}</Code>}
    <h1>{heading}</h1>
    <p>{body}</p>
    <BackLink to={linkTo}>{linkText}</BackLink>
  </Box>
)
