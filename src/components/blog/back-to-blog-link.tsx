import styled from "@emotion/styled"
import { Link } from "gatsby"
import { useBlogCopy } from "../../hooks/use-blog-copy"
import { useRoutes } from "../../hooks/use-locale"
import { fontWeights, layout, space } from "../../styles/theme"

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${space.sm};
  min-height: ${layout.tapTarget};
  font-weight: ${fontWeights.bold};
`

export const BackToBlogLink = () => (
  <BackLink to={useRoutes().blog}>
    <span aria-hidden="true">←</span>
    {useBlogCopy().articleCopy.backToBlog}
  </BackLink>
)
