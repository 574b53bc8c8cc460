/** French edition of ../subscribed.ts: the confirmed subscription (/fr/abonnement-confirme/). */
import type * as en from "../subscribed"
import { brand } from "../site"

export const subscribedCopy: en.NewsletterStepCopy = {
  title: `Abonnement confirmé | ${brand.name}`,
  description: `Votre abonnement à l'infolettre de ${brand.name} est confirmé.`,
  heading: "Votre abonnement est confirmé",
  body: `Merci d'avoir confirmé votre adresse. Les nouveaux articles, les conseils de soins de la peau et les offres occasionnelles de ${brand.name} arriveront désormais dans votre boîte de réception.`,
  note: "Chaque courriel contient un lien pour vous désabonner en tout temps.",
  blogLink: "Retour au blogue",
  homeLink: "Retour à l'accueil",
}
