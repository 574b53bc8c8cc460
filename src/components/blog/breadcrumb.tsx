import styled from "@emotion/styled"
import { Link } from "gatsby"
import { useMessages } from "../../hooks/use-messages"
import type { Crumb } from "../seo/structured-data"
import { colors, fontSizes, layout, space } from "../../styles/theme"

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${fontSizes.sm};
`

const Item = styled.li`
  display: inline-flex;
  align-items: center;
  min-width: 0;
`

const Separator = styled.span`
  padding-inline: ${space.sm};
  color: ${colors.inkMuted};
`

const CrumbLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${layout.tapTarget};
`

const Current = styled.span`
  color: ${colors.inkMuted};
`

export type BreadcrumbProps = { crumbs: readonly Crumb[] }

/** Home / Blog / {title}: the same trail the page's BreadcrumbList JSON-LD describes. */
export const Breadcrumb = ({ crumbs }: BreadcrumbProps) => (
  <nav aria-label={useMessages("blog").articleCopy.breadcrumbLabel}>
    <List>
      {crumbs.map((crumb, index) => {
        const isLast = index === crumbs.length - 1
        return (
          <Item key={crumb.path}>
            {isLast ? (
              <Current aria-current="page">{crumb.name}</Current>
            ) : (
              <>
                <CrumbLink to={crumb.path}>{crumb.name}</CrumbLink>
                <Separator aria-hidden="true">/</Separator>
              </>
            )}
          </Item>
        )
      })}
    </List>
  </nav>
)
