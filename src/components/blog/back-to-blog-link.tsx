import styled from "@emotion/styled"
import { Link } from "gatsby"
import { useMessages } from "../../hooks/use-messages"
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
    {useMessages("blog").articleCopy.backToBlog}
  </BackLink>
)
