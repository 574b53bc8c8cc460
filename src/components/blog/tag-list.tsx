import styled from "@emotion/styled"
import { useMessages } from "../../hooks/use-messages"
import { colors, fontSizes, fontWeights, radii, space } from "../../styles/theme"

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`

const Tag = styled.li`
  padding: ${space.xs} ${space.sm};
  border-radius: ${radii.pill};
  background: ${colors.accentSoft};
  color: ${colors.accentHover};
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.bold};
  line-height: 1.4;
`

export type TagListProps = { tags: readonly string[]; className?: string }

/** An article's topics as small labels (not links: there are no tag pages). */
export const TagList = ({ tags, className }: TagListProps) => (
  <List aria-label={useMessages("blog").articleCopy.tagsLabel} className={className}>
    {tags.map((tag) => (
      <Tag key={tag}>{tag}</Tag>
    ))}
  </List>
)
