/** French edition of ../check-inbox.ts: the first step of the signup (/fr/verifiez-vos-courriels/). */
import type { NewsletterStepCopy } from "../subscribed"
import { brand } from "../site"

export const checkInboxCopy: NewsletterStepCopy = {
  title: `Vérifiez vos courriels | ${brand.name}`,
  description: `Une dernière étape\u00a0: confirmez votre abonnement à l'infolettre de ${brand.name} grâce au lien que nous vous envoyons par courriel.`,
  heading: "Vérifiez vos courriels pour confirmer",
  body: `Nous envoyons un lien de confirmation à l'adresse que vous avez saisie. Cliquez sur ce lien pour confirmer votre abonnement à l'infolettre de ${brand.name}\u202f; d'ici là, nous ne vous enverrons rien d'autre.`,
  note: "Rien reçu après quelques minutes\u202f? Vérifiez votre dossier de courrier indésirable ou l'onglet Promotions, ou abonnez-vous de nouveau à partir du blogue.",
  blogLink: "Retour au blogue",
  homeLink: "Retour à l'accueil",
}
