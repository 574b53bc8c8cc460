/**
 * The privacy page's copy (/privacy/): what the site collects, why, where, for how long, and who
 * answers for it. Apart from the newsletter box's copy, so the blog does not load it.
 */
import { brand, marketplace } from "./site"

export type PrivacySection = {
  readonly id: string
  readonly heading: string
  readonly paragraphs: readonly string[]
  readonly items?: readonly string[]
  /** Ends the section with the privacy email address as a mailto link. */
  readonly contact?: boolean
  /** Lists the person in charge from the owner's register: title, contact, business, address. */
  readonly officer?: boolean
}

export type PrivacyCopy = {
  readonly title: string
  readonly description: string
  readonly heading: string
  /** Under the heading: when the policy last changed, so a reader can tell it did. */
  readonly updated: string
  readonly intro: string
  readonly sections: readonly PrivacySection[]
  readonly contactLead: string
  /**
   * The labels of the person-in-charge list, with their colon and space (the values come from
   * content/business.yaml).
   */
  readonly officerLabels: {
    readonly title: string
    readonly contact: string
    readonly business: string
  }
}

export const privacyCopy: PrivacyCopy = {
  title: `Privacy | ${brand.name}`,
  description: `What ${brand.name} collects (only what you submit in the newsletter form), why, who keeps it and where, for how long, and how to have it removed.`,
  heading: "Privacy policy",
  updated: "Last updated: November 29, 2026",
  intro: `This page explains in plain language what ${brand.name} collects on this site and what we do with it. The short version: we keep only your newsletter signup, that is, your email address and the few details listed below.`,
  sections: [
    {
      id: "what-we-collect",
      heading: "What we collect",
      paragraphs: [
        "Only what the newsletter form sends when you submit it: your email address, the language of the form and the version of the consent wording you saw. Netlify, which hosts this site and receives the form, also records technical details of the submission, such as your IP address.",
        "Our email service, Brevo, then records when you sign up, when you confirm your subscription with the link in its first email, and when you unsubscribe: the proof that you asked for the newsletter, and that you left.",
      ],
      items: [
        "No cookies.",
        "No analytics and no tracking pixels on this site (the newsletter's own counts are under “Who keeps it, and where”).",
        "No accounts or logins: every page is public.",
      ],
    },
    {
      id: "why",
      heading: "Why we collect it",
      paragraphs: [
        `To send you the ${brand.name} newsletter: skincare tips, new articles and occasional offers. The language tells us whether to write to you in English or French, and the version shows what you agreed to. We do not sell your address or give it to anyone else to market to you.`,
        "Before the first newsletter, you receive one email asking you to confirm your subscription. If you do not click its link, you are not added to the list and receive nothing else from us.",
      ],
    },
    {
      id: "where",
      heading: "Who keeps it, and where",
      paragraphs: [
        "Newsletter signups are stored by Netlify Forms, on the servers of Netlify, the company that hosts this site. Netlify may keep this data outside Quebec and Canada, for example in the United States.",
        "To email you the confirmation and the newsletter, we pass your address, the language, the version of the consent wording and the time you signed up to our email service, Brevo, a company based in Paris, France, which processes them only on our instructions. Brevo keeps them mainly in the European Union; some of its own service providers may process them elsewhere.",
        "Brevo counts how many people open each newsletter (with an invisible image in the email) and click its links, without linking these counts to your address.",
        "Like any web host, Netlify handles the technical details needed to deliver pages to your browser, such as your IP address. We do not use them to identify or follow you.",
      ],
    },
    {
      id: "how-long",
      heading: "How long we keep it",
      paragraphs: [
        "Netlify Forms keeps each signup so that one that did not reach Brevo can be sent again: once a month we delete the signups older than 90 days, so none stays there longer than four months. If you never confirm, Brevo never adds you to our list; if you do, we keep your address there while you are subscribed.",
        "When you unsubscribe, Brevo keeps only your address on its list of people not to email, so that you are never written to again by mistake. If you ask us to delete your data, we remove your address, with the language and version that came with it, from Netlify and from Brevo, that list included, within 30 days of your request.",
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights",
      paragraphs: [
        "Under Quebec's Act respecting the protection of personal information in the private sector and Canada's federal privacy law, the Personal Information Protection and Electronic Documents Act (PIPEDA), you can ask to see the information we hold about you, ask us to correct it, and withdraw your consent at any time.",
        "If you live in Quebec, the Quebec act also gives you the right to receive your computerized information in a structured, commonly used technological format, and to ask us to stop disseminating it or to de-index any link to it.",
        "If you are not satisfied with our answer, you can complain to the Office of the Privacy Commissioner of Canada. If you live in Quebec, you can also complain to the Commission d'accès à l'information du Québec.",
      ],
    },
    // Quebec's Law 25 asks every business to publish the title and contact details of the person
    // in charge of protecting personal information: by law the person with the highest authority
    // in the business, unless delegated in writing. It asks for no name; the owner confirms who.
    {
      id: "person-in-charge",
      heading: "Who is responsible for your information",
      paragraphs: [
        `Quebec's Act respecting the protection of personal information in the private sector, as amended by Law 25, asks every business to name the person in charge of protecting personal information and to publish their title and contact details. At ${brand.name}:`,
      ],
      officer: true,
    },
    {
      id: "removal",
      heading: "How to unsubscribe or ask for removal",
      paragraphs: [
        "Every newsletter email has an unsubscribe link. Using it takes you off the list within 10 business days, usually at once. If you never confirmed your subscription, you are not on the list: there is nothing to do.",
      ],
      contact: true,
    },
    {
      id: "purchases",
      heading: `Buying on ${marketplace.name}`,
      paragraphs: [
        `Purchases happen on ${marketplace.name}, not on this site. What you do there is covered by Amazon's own privacy notice.`,
        `Our links to ${marketplace.name} carry a campaign tag, so Amazon can report to us, in totals, which part of this site sent a visit or a sale. It tells us nothing about you.`,
      ],
    },
  ],
  officerLabels: { title: "Title: ", contact: "Contact: ", business: "Business: " },
  contactLead: "To see, correct or delete your address, or for any privacy question, email",
}
