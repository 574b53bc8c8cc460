/** French edition of ../business-copy.ts (see there for what each sentence is for). */
import type { BusinessCopy } from "../business-copy"
import { marketplace } from "../site"

export const businessCopy: BusinessCopy = {
  cta: `Acheter sur ${marketplace.name}`,
  ctaOffer: `Acheter sur ${marketplace.name} – {label}`,
  offer: "{details}, du {from} au {to} inclusivement.",
  offerTerms: "Conditions de l'offre",
  availability: "Maintenant offert au Canada",
  guarantee: "Essayez-le pendant {days}\u00a0jours, satisfait ou remboursé",
  returns: `Retours acceptés pendant {days}\u00a0jours par ${marketplace.name}`,
  rating: {
    score: "{value} sur {scale}",
    count: `{count} évaluations sur ${marketplace.name}`,
    asOf: ", au {date}",
  },
  price: `{price} sur ${marketplace.name}, au {date}`,
  customers: "Au moins {count}\u00a0clients (au {date})",
  shippingQuestion: "Comment fonctionnent la livraison et les retours au Canada\u202f?",
  shippingAnswer: {
    shipping: `{statement}. Les conditions de livraison d'${marketplace.name} s'appliquent.`,
    guarantee: `En plus des retours d'${marketplace.name}, {givenBy} offre une garantie satisfait ou remboursé de {days}\u00a0jours à compter de la livraison.`,
    returns: `Vous pouvez retourner l'appareil dans un délai de {days}\u00a0jours par l'intermédiaire d'${marketplace.name}, selon ses conditions de retour.`,
    listing: `Les délais de livraison et la période de retour d'${marketplace.name} sont indiqués sur la fiche\u00a0: vérifiez-les avant de commander.`,
  },
  guaranteeLink: "Comment réclamer la garantie satisfait ou remboursé",
}
