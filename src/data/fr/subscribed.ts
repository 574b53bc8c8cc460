/** French edition of ../subscribed.ts: the thank-you page (/fr/abonnement-confirme/). */
import type * as en from "../subscribed"
import { brand } from "../site"

export const subscribedCopy: typeof en.subscribedCopy = {
  title: `Merci de votre abonnement\u202f! | ${brand.name}`,
  description: `Votre abonnement à l'infolettre de ${brand.name} est confirmé.`,
  heading: "Merci de votre abonnement\u202f!",
  body: `Votre adresse est sur notre liste, et la prochaine infolettre de ${brand.name} arrivera dans votre boîte de réception. Chaque courriel contient un lien pour vous désabonner.`,
  blogLink: "Retour au blogue",
  homeLink: "Aller à l'accueil",
}
