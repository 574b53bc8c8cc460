import styled from "@emotion/styled"
import { Link } from "gatsby"
import type { ConsentSeller } from "../../data/newsletter"
import { useMessages } from "../../hooks/use-messages"
import { formatMessage } from "../../lib/format-message"
import { useLocale, useRoutes } from "../../hooks/use-locale"
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
  /** The sender CASL requires the request to name: the register's seller, in each edition's form. */
  seller: ConsentSeller
}

/**
 * CASL express consent and Quebec's notice at collection, shown beside the form: who is asking, what
 * they send, how to leave, what is kept where, and the right to see, correct or delete it.
 */
export const ConsentNotice = ({
  id,
  seller: { legalName, mailingAddress, email },
}: ConsentNoticeProps) => {
  const copy = useMessages("newsletter").consent
  const locale = useLocale()
  const sender = {
    legalName: legalName[locale],
    mailingAddress: mailingAddress[locale],
    email,
  }
  return (
    <Text id={id}>
      {`${formatMessage(copy.text, sender)} `}
      <Link to={useRoutes().privacy}>{copy.privacyLink}</Link>
    </Text>
  )
}
