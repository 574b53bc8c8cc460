/**
 * The newsletter signup, the privacy page and the thank-you page: every word in one typed place,
 * so the French edition is a second object of the same types.
 */
import { brand, marketplace } from "./site"

/** What Netlify Forms needs to find the form in the static HTML and accept its submissions. */
export const newsletterForm = {
  /** The form's `name`, echoed in the hidden `form-name` field. */
  name: "newsletter",
  /** Netlify's honeypot: a field people never see; submissions that fill it are dropped. */
  honeypot: "bot-field",
  emailField: "email",
  /** A hidden field with the edition's language (en-CA, fr-CA): the owner writes to each list in its language. */
  languageField: "language",
  /** Netlify accepts url-encoded form POSTs on any path; `/` is the one its docs use. */
  endpoint: "/",
} as const

/** Where people can ask about or remove their data (privacy page and consent text). */
export const privacyEmail = "privacy@lumasculpt.ca"

export type NewsletterCopy = {
  readonly heading: string
  readonly pitch: string
  readonly label: string
  readonly placeholder: string
  readonly submit: string
  readonly submitting: string
  /** Only bots see the honeypot; the label is for any that read labels. */
  readonly honeypotLabel: string
  /** CASL express consent: who is asking, what they will send, how to withdraw. */
  readonly consent: { readonly text: string; readonly privacyLink: string }
  readonly messages: {
    readonly invalid: string
    readonly success: string
    readonly network: string
  }
}

export const newsletterCopy: NewsletterCopy = {
  heading: "Stay Updated",
  pitch:
    "Get new articles on skincare science and practical tips for red light, EMS and cooling in your inbox.",
  label: "Email address",
  placeholder: "name@example.com",
  submit: "Subscribe",
  submitting: "Subscribing…",
  honeypotLabel: "Leave this field empty: ",
  consent: {
    text: `By subscribing, you agree that ${brand.name} may email you skincare tips, new articles and occasional offers. You can unsubscribe at any time with the link in every email.`,
    privacyLink: "Read our privacy policy",
  },
  messages: {
    invalid: "Please enter a valid email address, like name@example.com.",
    success: "Thanks for subscribing!",
    network:
      "Sorry, we could not subscribe you just now. Please check your connection and try again.",
  },
}

export type PrivacySection = {
  readonly id: string
  readonly heading: string
  readonly paragraphs: readonly string[]
  readonly items?: readonly string[]
  /** Ends the section with the privacy email address as a mailto link. */
  readonly contact?: boolean
}

export type PrivacyCopy = {
  readonly title: string
  readonly description: string
  readonly heading: string
  readonly intro: string
  readonly sections: readonly PrivacySection[]
  readonly contactLead: string
}

export const privacyCopy: PrivacyCopy = {
  title: `Privacy | ${brand.name}`,
  description: `What ${brand.name} collects (only the newsletter email address you submit), why, where it is kept, for how long, and how to have it removed.`,
  heading: "Privacy policy",
  intro: `This page explains in plain language what ${brand.name} collects on this site and what we do with it. The short version: we keep only the email address you give us for the newsletter.`,
  sections: [
    {
      id: "what-we-collect",
      heading: "What we collect",
      paragraphs: [
        "Only the email address you type into the newsletter form, and only when you submit it.",
      ],
      items: [
        "No cookies.",
        "No client-side analytics and no tracking pixels.",
        "No accounts or logins: every page is public.",
      ],
    },
    {
      id: "why",
      heading: "Why we collect it",
      paragraphs: [
        `To send you the ${brand.name} newsletter: skincare tips, new articles and occasional offers. We do not sell your address or give it to anyone else to market to you.`,
      ],
    },
    {
      id: "where",
      heading: "Where it is kept",
      paragraphs: [
        "Newsletter signups are stored by Netlify Forms, on the servers of Netlify, the company that hosts this site. Netlify may keep this data outside Canada, for example in the United States.",
        "Like any web host, Netlify handles the technical details needed to deliver pages to your browser, such as your IP address. We do not use them to identify or follow you.",
      ],
    },
    {
      id: "how-long",
      heading: "How long we keep it",
      paragraphs: [
        "Until you unsubscribe or ask us to delete it. We delete your address within 30 days of your request.",
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights",
      paragraphs: [
        "Under Canada's federal privacy law, the Personal Information Protection and Electronic Documents Act (PIPEDA), you can ask to see the information we hold about you, ask us to correct it, and withdraw your consent at any time.",
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
        `Quebec's privacy law (Law 25) asks every business to name the person in charge of protecting personal information and to publish their title and contact details. At ${brand.name}:`,
      ],
      items: [
        "Title: Person in charge of the protection of personal information",
        `Contact: ${privacyEmail}`,
      ],
    },
    {
      id: "removal",
      heading: "How to unsubscribe or ask for removal",
      paragraphs: [
        "Every newsletter email has an unsubscribe link: one click and you are off the list.",
      ],
      contact: true,
    },
    {
      id: "purchases",
      heading: `Buying on ${marketplace.name}`,
      paragraphs: [
        `Purchases happen on ${marketplace.name}, not on this site. What you do there is covered by Amazon's own privacy notice.`,
      ],
    },
  ],
  contactLead: "To see, correct or delete your address, or for any privacy question, email",
}

export const subscribedCopy = {
  title: `Thanks for subscribing! | ${brand.name}`,
  description: `You are subscribed to the ${brand.name} newsletter.`,
  heading: "Thanks for subscribing!",
  body: `Your address is on our list, and the next ${brand.name} newsletter will arrive in your inbox. Every email has a link to unsubscribe.`,
  blogLink: "Back to the blog",
  homeLink: "Go to the home page",
}
