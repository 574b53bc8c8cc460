import type { ReactNode } from "react"
import styled from "@emotion/styled"
import { colors, layout, radii, space } from "../../styles/theme"
import { useMessages } from "../../hooks/use-messages"
import { Header } from "./header"
import { Footer } from "./footer"
import { HydrateLater } from "../common/hydrate-later"

const SkipLink = styled.a`
  position: absolute;
  top: ${space.sm};
  left: ${space.sm};
  z-index: 30;
  padding: ${space.sm} ${space.md};
  border-radius: ${radii.sm};
  background: ${colors.ink};
  color: ${colors.onAccent};
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`

const Main = styled.main`
  display: block;
  padding-top: ${layout.headerHeight};
  &:focus {
    outline: none;
  }
`

export type LayoutProps = { children: ReactNode }

/**
 * Header, main landmark and footer shared by every page. Each part hydrates as its own unit
 * (HydrateLater), so no single hydration task covers the whole page.
 */
export const Layout = ({ children }: LayoutProps) => (
  <>
    <SkipLink href="#main">{useMessages("ui").layoutCopy.skipLink}</SkipLink>
    <HydrateLater>
      <Header />
    </HydrateLater>
    <Main id="main" tabIndex={-1}>
      <HydrateLater>{children}</HydrateLater>
    </Main>
    <HydrateLater>
      <Footer />
    </HydrateLater>
  </>
)
