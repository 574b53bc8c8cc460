/** French edition of ../business-copy.ts (see there for what each sentence is for). */
import type { BusinessCopy } from "../business-copy"
import { ratingScale } from "../../lib/business"
import { formatCount, formatDecimal } from "../../lib/format"
import { formatArticleDate } from "../../lib/format-article-date"
import { marketplace } from "../site"

const date = (isoDate: string) => formatArticleDate(isoDate, "fr")

export const businessCopy: BusinessCopy = {
  cta: `Acheter sur ${marketplace.name}`,
  ctaOffer: (label) => `Acheter sur ${marketplace.name} – ${label}`,
  offer: (label, endsOn) => `${label}, jusqu'au ${date(endsOn)} inclusivement.`,
  availability: "Maintenant offert au Canada",
  guarantee: (days, givenBy) =>
    `Garantie satisfait ou remboursé de ${days}\u00a0jours offerte par ${givenBy}`,
  rating: {
    score: (value) => `${formatDecimal(value, "fr")} sur ${ratingScale}`,
    count: (count) => `${formatCount(count, "fr")} évaluations sur ${marketplace.name}`,
    asOf: (asOf) => `, au ${date(asOf)}`,
  },
  customers: (count, asOf) =>
    `Plus de ${formatCount(count, "fr")} clients nous font confiance (au ${date(asOf)})`,
  licence: (licence) => `Homologation d'instrument médical de Santé Canada nº\u00a0${licence}`,
  shippingQuestion: "Comment fonctionnent la livraison et les retours au Canada\u202f?",
  shippingAnswer: ({ shipping, guarantee }) =>
    [
      shipping &&
        `${shipping.statement.fr}\u202f; les conditions sont en lien en haut de cette page.`,
      guarantee &&
        `La garantie satisfait ou remboursé de ${guarantee.days}\u00a0jours est offerte par ${guarantee.givenBy}, aux conditions en lien en haut de cette page.`,
      `Les options et les délais de livraison, ainsi que la façon de retourner l'appareil, sont indiqués sur la fiche ${marketplace.name}\u00a0: vérifiez-les avant de commander.`,
    ]
      .filter(Boolean)
      .join(" "),
}
