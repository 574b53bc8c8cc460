import styled from "@emotion/styled"
import { mq, space } from "../../styles/theme"

export type CardGridProps = { wideColumns?: 3 | 4 }

/** A list of cards: one column on phones, two on tablets, three or four on wide screens. */
export const CardGrid = styled.ul<CardGridProps>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mq.lg} {
    grid-template-columns: repeat(${({ wideColumns = 3 }) => wideColumns}, minmax(0, 1fr));
  }
`
