import styled from "@emotion/styled"
import { Link } from "gatsby"
import { newsletterCopy } from "../../data/newsletter"
import { routes } from "../../data/routes"
import { colors, fontSizes, layout } from "../../styles/theme"

const Text = styled.p`
  margin: 0;
  color: ${colors.inkMuted};
  font-size: ${fontSizes.sm};
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${layout.tapTarget};
    font-weight: 600;
  }
`

export type ConsentNoticeProps = { id: string }

/** CASL express consent, shown beside the form: who is asking, what they send, how to leave. */
export const ConsentNotice = ({ id }: ConsentNoticeProps) => (
  <Text id={id}>
    {`${newsletterCopy.consent.text} `}
    <Link to={routes.privacy}>{newsletterCopy.consent.privacyLink}</Link>
  </Text>
)
