import { render, screen } from "../support/render"
import { NewsletterStepPage } from "../../src/components/newsletter/newsletter-step-page"
import { mockMatchMedia } from "../support/match-media"
import { localizedRoutes } from "../../src/data/routes"

beforeEach(() => mockMatchMedia())

// Double opt-in has two steps, each with its page: the form lands on the first without
// JavaScript (the address is in, the confirmation email on its way); the link in that email lands
// on the second (the subscription is confirmed).
describe("the newsletter signup's two pages", () => {
  it.each([
    [
      "en",
      "Check your inbox to confirm",
      /We are emailing a confirmation link to the address you entered\. Click it to confirm your subscription to the LumaSculpt newsletter; until then, we send you nothing else\./,
      /spam folder or the Promotions tab/,
    ],
    [
      "fr",
      "Vérifiez vos courriels pour confirmer",
      /Nous envoyons un lien de confirmation à l'adresse que vous avez saisie\. Cliquez sur ce lien pour confirmer votre abonnement à l'infolettre de LumaSculpt\s; d'ici là, nous ne vous enverrons rien d'autre\./,
      /Vérifiez votre dossier de courrier indésirable/,
    ],
  ] as const)(
    "the form's landing page asks to confirm from the inbox, and says where else to look (%s)",
    (locale, heading, body, note) => {
      render(<NewsletterStepPage step="checkInbox" />, { locale })

      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(heading)
      expect(screen.getByText(body)).toBeInTheDocument()
      expect(screen.getByText(note)).toBeInTheDocument()
    },
  )

  it.each([
    ["en", "Your subscription is confirmed", /Thank you for confirming your address\./],
    ["fr", "Votre abonnement est confirmé", /Merci d'avoir confirmé votre adresse\./],
  ] as const)(
    "the confirmation link's landing page says the subscription is confirmed (%s)",
    (locale, heading, body) => {
      render(<NewsletterStepPage step="subscribed" />, { locale })

      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(heading)
      expect(screen.getByText(body)).toBeInTheDocument()
    },
  )

  it.each([
    ["en", "checkInbox", "Back to the blog", "Go to the home page"],
    ["fr", "checkInbox", "Retour au blogue", "Retour à l'accueil"],
    ["fr", "subscribed", "Retour au blogue", "Retour à l'accueil"],
  ] as const)(
    "links back to the edition's blog and home page (%s, %s)",
    (locale, step, blog, home) => {
      render(<NewsletterStepPage step={step} />, { locale })

      expect(screen.getByRole("link", { name: blog })).toHaveAttribute(
        "href",
        localizedRoutes[locale].blog,
      )
      expect(screen.getByRole("link", { name: home })).toHaveAttribute(
        "href",
        localizedRoutes[locale].home,
      )
    },
  )
})
