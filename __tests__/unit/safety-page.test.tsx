import { render, screen, within } from "../support/render"
import * as buyEn from "../../src/data/business-copy"
import * as buyFr from "../../src/data/fr/business-copy"
import { SafetyPage } from "../../src/components/safety/safety-page"
import { Footer } from "../../src/components/layout/footer"
import { Faq } from "../../src/components/home/faq"
import { LedModes } from "../../src/components/home/led-modes"
import * as homeEn from "../../src/data/home"
import * as homeFr from "../../src/data/fr/home"
import { localizedRoutes } from "../../src/data/routes"
import { faqItemsFor } from "../../src/lib/faq-items"
import { mockMatchMedia } from "../support/match-media"
import { mustNotUseTopics } from "../support/safety-topics"
import { repositoryRegister } from "../support/register"

beforeEach(() => mockMatchMedia())

/** The page's section under a heading, as a visitor finds it. */
const section = (name: string) => screen.getByRole("region", { name })

describe("the safety page", () => {
  it("gives the whole safety list under four headings: who should not, ask first, every session, when to stop", () => {
    render(<SafetyPage />)
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("LumaSculpt Safety Notes")
    expect(
      screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(["Who should not use it", "Ask first", "In every session", "When to stop"])
    const never = section("Who should not use it")
    for (const topic of mustNotUseTopics) expect(never).toHaveTextContent(topic)
    expect(never).not.toHaveTextContent(/doctor first/i)
  })

  it("covers children, dizziness or headache, and flashes of light", () => {
    render(<SafetyPage />)
    expect(section("Ask first")).toHaveTextContent(/Keep LumaSculpt out of children's reach\./)
    const stop = section("When to stop")
    expect(stop).toHaveTextContent(/burns, blisters or stays red/)
    expect(stop).toHaveTextContent(/dizzy, get a headache or see flashes of light/)
  })

  it("carries the Blue light caution's anchor, which the LED card links to", () => {
    render(<SafetyPage />)
    const blue = screen.getByText("Blue light and medium or darker skin.").closest("li")
    expect(blue).toHaveAttribute("id", "blue-light")
    expect(blue).toHaveTextContent(/415 nm/)
  })

  it("speaks French at /fr/securite/, with the same four groups and its own anchor", () => {
    render(<SafetyPage />, { locale: "fr" })
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Consignes de sécurité de LumaSculpt",
    )
    expect(
      screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      "Qui ne devrait pas l'utiliser",
      "Demandez d'abord l'avis d'un professionnel",
      "À chaque séance",
      "Quand arrêter",
    ])
    expect(section("Quand arrêter")).toHaveTextContent(/étourdissement ou un mal de tête/)
    expect(section("Quand arrêter")).toHaveTextContent(/éclairs lumineux/)
    expect(screen.getByText("Lumière bleue et peau mate ou foncée.").closest("li")).toHaveAttribute(
      "id",
      "lumiere-bleue",
    )
  })
})

describe("links to the safety page", () => {
  it.each(["en", "fr"] as const)("(%s) the footer links it in the edition's words", (locale) => {
    render(<Footer />, { locale })
    const footer = screen.getByRole("navigation", {
      name: locale === "en" ? "Footer" : "Pied de page",
    })
    expect(
      within(footer).getByRole("link", { name: locale === "en" ? "Safety" : "Sécurité" }),
    ).toHaveAttribute("href", localizedRoutes[locale].safety)
  })

  it.each([
    ["en", homeEn, buyEn, /^Who should not use it\?$/, "Read the full safety notes"],
    [
      "fr",
      homeFr,
      buyFr,
      /^Qui ne devrait pas l'utiliser/,
      "Lire toutes les consignes de sécurité",
    ],
  ] as const)("(%s) the FAQ's safety answer links it", (locale, copy, buy, question, linkName) => {
    render(
      <Faq items={faqItemsFor(copy.faqItems, buy.businessCopy, repositoryRegister, locale)} />,
      {
        locale,
      },
    )
    const answer = screen.getByText(question).closest("details") as HTMLElement
    expect(within(answer).getByRole("link", { name: linkName })).toHaveAttribute(
      "href",
      localizedRoutes[locale].safety,
    )
  })

  it.each([
    ["en", "read the safety notes before using Blue"],
    ["fr", "lisez les consignes de sécurité avant d'utiliser le mode Bleu"],
  ] as const)(
    "(%s) the LED card's Blue caution lands on the Blue light item of the safety page",
    (locale, linkName) => {
      render(<LedModes />, { locale })
      const href = screen.getByRole("link", { name: linkName }).getAttribute("href") ?? ""
      const [path, anchor] = href.split("#")
      expect(path).toBe(localizedRoutes[locale].safety)
      const { container } = render(<SafetyPage />, { locale })
      expect(container.querySelector(`li[id="${anchor}"]`)).toHaveTextContent(
        locale === "en" ? /Blue light and medium or darker skin/ : /Lumière bleue/,
      )
    },
  )
})
