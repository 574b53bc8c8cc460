import styled from "@emotion/styled"
import { Link } from "gatsby"
import { useBlogCopy } from "../../hooks/use-blog-copy"
import { useRoutes } from "../../hooks/use-locale"
import { layout, space } from "../../styles/theme"

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${space.sm};
  min-height: ${layout.tapTarget};
  font-weight: 700;
`

export const BackToBlogLink = () => (
  <BackLink to={useRoutes().blog}>
    <span aria-hidden="true">←</span>
    {useBlogCopy().articleCopy.backToBlog}
  </BackLink>
)
