import styled from "@emotion/styled"
import { useMessages } from "../../hooks/use-messages"
import { useRoutes } from "../../hooks/use-locale"
import { colors, fonts, space } from "../../styles/theme"

const Screen = styled.div`
  max-width: 40rem;
  margin: 20vh auto;
  padding: ${space.lg};
  font-family: ${fonts.body};
  color: ${colors.ink};
  text-align: center;
`

/**
 * Shown by the error boundary. It deliberately avoids the site layout, which may be what failed,
 * and uses a plain link so the way home works even if client-side routing is broken.
 */
export const ErrorScreen = () => {
  const { errorCopy } = useMessages("ui")
  return (
    <Screen role="alert">
      <h1>{errorCopy.title}</h1>
      <p>{errorCopy.body}</p>
      <a href={useRoutes().home}>{errorCopy.homeLink}</a>
    </Screen>
  )
}
