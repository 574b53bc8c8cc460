import { render, screen } from "../support/render"
import { PrivacyPage } from "../../src/components/newsletter/privacy-page"
import { mockMatchMedia } from "../support/match-media"

beforeEach(() => mockMatchMedia())

// What the form sends besides the address (newsletter-form.ts: the language and consent-version
// fields) and what Netlify records with it are collected too, so the policy says so (PIPEDA
// openness, Law 25 s.8); CASL gives an unsubscribe at most 10 business days.
describe("the privacy page says what the newsletter form collects and how soon an unsubscribe counts", () => {
  it.each([
    [
      "en",
      "What we collect",
      /your email address, the language of the form and the version of the consent wording you saw\. Netlify, which hosts this site and receives the form, also records technical details of the submission, such as your IP address\./,
      /takes you off the list within 10 business days, usually at once\./,
    ],
    [
      "fr",
      "Ce que nous recueillons",
      /votre adresse courriel, la langue du formulaire et la version du texte de consentement qui vous a été présenté\. Netlify, qui héberge ce site et reçoit le formulaire, enregistre aussi des renseignements techniques sur l'envoi, comme votre adresse IP\./,
      /vous retire de la liste dans un délai de 10\sjours ouvrables, habituellement sur-le-champ\./,
    ],
  ] as const)("(%s)", (locale, collectHeading, collected, unsubscribe) => {
    render(<PrivacyPage />, { locale })

    const collect = screen.getByRole("region", { name: collectHeading })
    expect(collect).toHaveTextContent(collected)
    expect(screen.getByText(unsubscribe)).toBeInTheDocument()
  })
})
