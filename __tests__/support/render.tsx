/**
 * Testing Library with a page around each render, as Gatsby gives every page: by default the
 * English edition's context (edition, no twin, every namespace of its messages), or the one a
 * test passes.
 */
import type { ReactElement, ReactNode } from "react"
import { render as rtlRender, type RenderOptions } from "@testing-library/react"
import type { Locale } from "../../src/data/locale"
import { messages, messagesFor, type PageMessages } from "../../src/data/messages"
import { PageLocaleContext } from "../../src/hooks/use-locale"

export * from "@testing-library/react"

type PageOptions = { locale?: Locale; twinPath?: string | null }

/** Every namespace of an edition's messages, and the other edition's invitation (404 pages). */
export const pageMessages = (locale: Locale): PageMessages => ({
  ...messages[locale],
  ...messagesFor(locale, ["otherEdition"]),
})

/** A page's context provider, as wrapPageElement sets it from the page context. */
export const InPage = ({
  locale = "en",
  twinPath = null,
  children,
}: PageOptions & { children: ReactNode }) => (
  <PageLocaleContext.Provider value={{ locale, twinPath, messages: pageMessages(locale) }}>
    {children}
  </PageLocaleContext.Provider>
)

export const render = (
  element: ReactElement,
  { locale, twinPath, ...options }: PageOptions & Omit<RenderOptions, "wrapper"> = {},
) =>
  rtlRender(element, {
    wrapper: ({ children }) => (
      <InPage locale={locale} twinPath={twinPath}>
        {children}
      </InPage>
    ),
    ...options,
  })
