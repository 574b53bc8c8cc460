import styled from "@emotion/styled"
import { Link } from "gatsby"
import type { ConsentSeller } from "../../data/newsletter"
import { useMessages } from "../../hooks/use-messages"
import { formatMessage } from "../../lib/format-message"
import { useRoutes } from "../../hooks/use-locale"
import { colors, fontSizes, fontWeights, layout } from "../../styles/theme"

const Text = styled.p`
  margin: 0;
  color: ${colors.inkMuted};
  font-size: ${fontSizes.sm};
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${layout.tapTarget};
    font-weight: ${fontWeights.bold};
  }
`

export type ConsentNoticeProps = {
  id: string
  /** The sender CASL requires the request to name: the register's seller. */
  seller: ConsentSeller
}

/** CASL express consent, shown beside the form: who is asking, what they send, how to leave. */
export const ConsentNotice = ({
  id,
  seller: { legalName, mailingAddress, email },
}: ConsentNoticeProps) => {
  const copy = useMessages("newsletter").consent
  return (
    <Text id={id}>
      {`${formatMessage(copy.text, { legalName, mailingAddress, email })} `}
      <Link to={useRoutes().privacy}>{copy.privacyLink}</Link>
    </Text>
  )
}
