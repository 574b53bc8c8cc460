/** French edition of ../business-copy.ts (see there for what each sentence is for). */
import type { BusinessCopy } from "../business-copy"
import { marketplace } from "../site"

export const businessCopy: BusinessCopy = {
  cta: `Acheter sur ${marketplace.name}`,
  ctaOffer: `Acheter sur ${marketplace.name} – {label}`,
  offer: "{label}, jusqu'au {date} inclusivement.",
  availability: "Maintenant offert au Canada",
  guarantee: "Garantie satisfait ou remboursé de {days}\u00a0jours offerte par {givenBy}",
  rating: {
    score: "{value} sur {scale}",
    count: `{count} évaluations sur ${marketplace.name}`,
    asOf: ", au {date}",
  },
  customers: "Plus de {count} clients nous font confiance (au {date})",
  licence: "Homologation d'instrument médical de Santé Canada nº\u00a0{licence}",
  shippingQuestion: "Comment fonctionnent la livraison et les retours au Canada\u202f?",
  shippingAnswer: {
    shipping: "{statement}\u202f; les conditions sont en lien en haut de cette page.",
    guarantee:
      "La garantie satisfait ou remboursé de {days}\u00a0jours est offerte par {givenBy}, aux conditions en lien en haut de cette page.",
    listing: `Les options et les délais de livraison, ainsi que la façon de retourner l'appareil, sont indiqués sur la fiche ${marketplace.name}\u00a0: vérifiez-les avant de commander.`,
  },
}
