/** @jest-environment node */
import type { Page } from "gatsby"
import { onCreatePage } from "../../src/node/on-create-page"
import { messages } from "../../src/data/messages"

const component = "/src/pages/privacy.tsx"

const page = (path: string, context: Record<string, unknown> = {}): Page =>
  ({ path, component, context }) as Page

const run = (input: Page) => {
  const deletePage = jest.fn()
  const createPage = jest.fn()
  onCreatePage({ page: input, actions: { deletePage, createPage } })
  return { deletePage, createPage }
}

describe("onCreatePage", () => {
  it.each([
    ["/", "/fr/"],
    ["/blog/", "/fr/blogue/"],
    ["/privacy/", "/fr/confidentialite/"],
    ["/guarantee/", "/fr/garantie/"],
    ["/safety/", "/fr/securite/"],
    ["/check-your-inbox/", "/fr/verifiez-vos-courriels/"],
    ["/subscribed/", "/fr/abonnement-confirme/"],
  ])("makes the page at %s again for both editions: itself and %s", (english, french) => {
    const { deletePage, createPage } = run(page(english))
    expect(deletePage).toHaveBeenCalledWith(page(english))
    const created = createPage.mock.calls.map(([made]: [Page]) => made)
    expect(created).toEqual([
      expect.objectContaining({
        path: english,
        component,
        context: expect.objectContaining({ locale: "en", twinPath: french }),
      }),
      expect.objectContaining({
        path: french,
        component,
        context: expect.objectContaining({ locale: "fr", twinPath: english }),
      }),
    ])
  })

  it("tells both home pages whether the demo video is still the drawn stand-in, as the gate finds it", () => {
    const { createPage } = run(page("/"))
    const homes = createPage.mock.calls.map(([made]: [Page]) => made.context)
    // The repository's video is the one tools/media/generate-media.mjs rendered.
    expect(homes).toEqual([
      expect.objectContaining({ locale: "en", videoStandIn: true }),
      expect.objectContaining({ locale: "fr", videoStandIn: true }),
    ])
    const { createPage: other } = run(page("/privacy/"))
    expect(other.mock.calls[0][0].context).not.toHaveProperty("videoStandIn")
  })

  it("gives each edition's page its own messages: the layout's and the page's", () => {
    const { createPage } = run(page("/privacy/"))
    const [[english], [french]] = createPage.mock.calls as [[Page], [Page]]
    expect(english.context).toEqual({
      locale: "en",
      twinPath: "/fr/confidentialite/",
      messages: { ui: messages.en.ui, privacy: messages.en.privacy },
    })
    expect(french.context).toEqual({
      locale: "fr",
      twinPath: "/privacy/",
      messages: { ui: messages.fr.ui, privacy: messages.fr.privacy },
    })
  })

  it.each(["/guarantee/", "/subscribed/"])(
    "ends %s with the product card, made at build time in each edition",
    (english) => {
      const { createPage } = run(page(english))
      const [[en], [fr]] = createPage.mock.calls as [[Page], [Page]]
      const cardOf = (made: Page) =>
        (made.context as { productCard?: { html: string; css: string } }).productCard
      expect(cardOf(en)?.html).toMatch(/<h2[^>]*>Ready to try it\?<\/h2>/)
      expect(cardOf(en)?.html).toMatch(/\$129\.99/)
      expect(cardOf(en)?.html).toMatch(/aria-label="Buy Now on Amazon\.ca \(opens in a new tab\)"/)
      expect(cardOf(en)?.css).toMatch(/border-radius/)
      expect(cardOf(fr)?.html).toMatch(/Envie de l(&#x27;|')essayer\u202f\?/)
      expect(cardOf(fr)?.html).toMatch(/129,99\u00a0\$/)
    },
  )

  it("gives no other page a product card", () => {
    for (const path of ["/", "/privacy/", "/check-your-inbox/", "/blog/"]) {
      const { createPage } = run(page(path))
      for (const [made] of createPage.mock.calls as [Page][]) {
        expect(made.context).not.toHaveProperty("productCard")
      }
    }
  })

  it("gives the 404 pages the English edition, no twin, and the French invitation", () => {
    for (const path of ["/404/", "/404.html"]) {
      const { createPage } = run(page(path))
      expect(createPage).toHaveBeenCalledTimes(1)
      expect(createPage).toHaveBeenCalledWith({
        ...page(path),
        context: {
          locale: "en",
          twinPath: null,
          messages: { ui: messages.en.ui, otherEdition: messages.fr.ui.editionInvite },
        },
      })
    }
  })

  it("leaves alone a page createPages already gave an edition", () => {
    const { deletePage, createPage } = run(
      page("/fr/blogue/x/", { locale: "fr", twinPath: "/blog/y/" }),
    )
    expect(deletePage).not.toHaveBeenCalled()
    expect(createPage).not.toHaveBeenCalled()
  })
})
