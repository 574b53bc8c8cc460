import styled from "@emotion/styled"
import { fontSizes, space } from "../../styles/theme"
import { ArticleMeta } from "./article-meta"
import { TagList } from "./tag-list"

const Header = styled.header`
  display: grid;
  gap: ${space.md};
  margin-block: ${space.lg} ${space.xl};
`

const Title = styled.h1`
  margin: 0;
  font-size: ${fontSizes.display};
`

export type ArticleHeaderProps = {
  title: string
  author: string
  date: string
  /** The last substantial revision (frontmatter `updated`), if any. */
  updated?: string | null
  readTime: string
  tags: readonly string[]
}

export const ArticleHeader = ({
  title,
  author,
  date,
  updated,
  readTime,
  tags,
}: ArticleHeaderProps) => (
  <Header>
    <Title>{title}</Title>
    <ArticleMeta author={author} date={date} updated={updated} readTime={readTime} />
    <TagList tags={tags} />
  </Header>
)
