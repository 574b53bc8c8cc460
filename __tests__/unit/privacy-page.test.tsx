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

// The email provider receives the signup to send the confirmation and the newsletter: the policy
// names it as the one who processes it for us, says where it keeps it (Law 25 s.8, s.17) and how
// to leave, including never confirming.
describe("the privacy page names the email provider, where it keeps the signup, and how to leave", () => {
  it.each([
    [
      "en",
      "Who keeps it, and where",
      /our email service, Brevo, a company based in Paris, France, which processes them only on our instructions\. Brevo keeps them mainly in the European Union/,
      /If you never confirmed your subscription, you are not on the list/,
    ],
    [
      "fr",
      "Qui conserve ces renseignements, et où",
      /notre service d'envoi de courriels, Brevo, une entreprise établie à Paris, en France, qui les traite uniquement selon nos instructions\. Brevo les conserve principalement dans l'Union européenne/,
      /Si vous n'avez jamais confirmé votre abonnement, vous n'êtes pas sur la liste/,
    ],
  ] as const)("(%s)", (locale, whereHeading, processor, leaving) => {
    render(<PrivacyPage />, { locale })

    expect(screen.getByRole("region", { name: whereHeading })).toHaveTextContent(processor)
    expect(screen.getByText(leaving)).toBeInTheDocument()
  })
})

describe("the privacy page says how long each copy of a signup is kept", () => {
  it.each([
    [
      "en",
      "How long we keep it",
      /once a month we delete the signups older than 90 days, so none stays there longer than four months\. If you never confirm, Brevo never adds you to our list/,
      /that list included, within 30 days of your request/,
    ],
    [
      "fr",
      "Combien de temps nous les conservons",
      /une fois par mois, nous supprimons les inscriptions de plus de 90\sjours, si bien qu'aucune n'y reste plus de quatre mois\. Si vous ne confirmez pas, Brevo ne vous ajoute jamais à notre liste/,
      /cette liste comprise, dans les 30\sjours suivant votre demande/,
    ],
  ] as const)("(%s)", (locale, heading, retention, deletion) => {
    render(<PrivacyPage />, { locale })
    const section = screen.getByRole("region", { name: heading })
    expect(section).toHaveTextContent(retention)
    expect(section).toHaveTextContent(deletion)
  })

  it("names the person in charge's title after a colon in lower case, in French", () => {
    render(<PrivacyPage />, { locale: "fr" })
    expect(
      screen.getByText(/^Titre\s:\sresponsable de la protection des renseignements personnels$/),
    ).toBeInTheDocument()
  })
})
