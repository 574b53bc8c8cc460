import styled from "@emotion/styled"
import { Link } from "gatsby"
import { articleCopy } from "../../data/blog"
import { routes } from "../../data/routes"
import { layout, space } from "../../styles/theme"

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${space.sm};
  min-height: ${layout.tapTarget};
  font-weight: 700;
`

export const BackToBlogLink = () => (
  <BackLink to={routes.blog}>
    <span aria-hidden="true">←</span>
    {articleCopy.backToBlog}
  </BackLink>
)
