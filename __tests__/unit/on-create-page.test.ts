/** @jest-environment node */
import type { Page } from "gatsby"
import { onCreatePage, pageLocaleFor } from "../../src/node/on-create-page"
import { uiCopy } from "../../src/data/ui-copy"

const page = (path: string, context: Record<string, unknown> = {}): Page =>
  ({ path, component: `/src/pages${path}index.tsx`, context }) as Page

const run = (input: Page) => {
  const deletePage = jest.fn()
  const createPage = jest.fn()
  onCreatePage({ page: input, actions: { deletePage, createPage } })
  return { deletePage, createPage }
}

describe("pageLocaleFor", () => {
  it.each([
    ["/", "en", "/fr/"],
    ["/blog/", "en", "/fr/blogue/"],
    ["/privacy/", "en", "/fr/confidentialite/"],
    ["/subscribed/", "en", "/fr/abonnement-confirme/"],
    ["/fr/", "fr", "/"],
    ["/fr/blogue/", "fr", "/blog/"],
    ["/fr/confidentialite/", "fr", "/privacy/"],
    ["/fr/abonnement-confirme/", "fr", "/subscribed/"],
  ])("%s is in the %s edition, and its twin is %s", (path, locale, twinPath) => {
    expect(pageLocaleFor(path)).toEqual({ locale, twinPath })
  })

  it("gives the 404 pages their edition and no twin", () => {
    expect(pageLocaleFor("/404/")).toEqual({ locale: "en", twinPath: null })
    expect(pageLocaleFor("/404.html")).toEqual({ locale: "en", twinPath: null })
  })
})

describe("onCreatePage", () => {
  it("recreates a page from src/pages with its edition, twin and layout copy in its context", () => {
    const original = page("/fr/confidentialite/")
    const { deletePage, createPage } = run(original)
    expect(deletePage).toHaveBeenCalledWith(original)
    expect(createPage).toHaveBeenCalledWith({
      ...original,
      context: { locale: "fr", twinPath: "/privacy/", ui: uiCopy.fr },
    })
  })

  it("leaves alone a page createPages already gave an edition", () => {
    const { deletePage, createPage } = run(
      page("/fr/blogue/x/", { locale: "fr", twinPath: "/blog/y/" }),
    )
    expect(deletePage).not.toHaveBeenCalled()
    expect(createPage).not.toHaveBeenCalled()
  })
})
