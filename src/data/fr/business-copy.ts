/** French edition of ../business-copy.ts (see there for what each sentence is for). */
import type { BusinessCopy } from "../business-copy"
import { marketplace } from "../site"

export const businessCopy: BusinessCopy = {
  cta: `Acheter sur ${marketplace.name}`,
  ctaOffer: `Acheter sur ${marketplace.name} – {label}`,
  offer: "{details}, du {from} au {to} inclusivement.",
  offerTerms: "Conditions de l'offre",
  availability: "Maintenant offert au Canada",
  guarantee: "Garantie satisfait ou remboursé de {days}\u00a0jours",
  returns: `Retours acceptés pendant {days}\u00a0jours par ${marketplace.name}`,
  rating: {
    score: "{value} sur {scale}",
    count: `{count} évaluations sur ${marketplace.name}`,
    asOf: ", au {date}",
  },
  price: `{price} sur ${marketplace.name}, au {date}`,
  customers: "Au moins {count}\u00a0clients servis (au {date})",
  shippingQuestion: "Comment fonctionnent la livraison et les retours au Canada\u202f?",
  shippingAnswer: {
    shipping: `{statement}, selon les conditions de livraison d'${marketplace.name}.`,
    guarantee:
      "{givenBy} offre une garantie satisfait ou remboursé de {days}\u00a0jours\u00a0: notre page sur la garantie explique comment la réclamer et comment le remboursement est versé.",
    returns: `Vous pouvez retourner l'appareil dans un délai de {days}\u00a0jours par ${marketplace.name}, selon les conditions de retour d'${marketplace.name}.`,
    listing: `Les options et les délais de livraison, ainsi que la façon de retourner l'appareil, sont indiqués sur la fiche ${marketplace.name}\u00a0: vérifiez-les avant de commander.`,
  },
}
