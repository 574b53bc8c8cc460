/** French edition of ../business-copy.ts (see there for what each sentence is for). */
import type {
  BusinessCopy,
  productCardCopy as productCardEn,
  productFactsCopy as productFactsEn,
} from "../business-copy"
import { marketplace } from "../site"

export const businessCopy: BusinessCopy = {
  cta: `Acheter sur ${marketplace.name}`,
  ctaOffer: `Acheter sur ${marketplace.name} – {label}`,
  offer: "{details}, du {from} au {to} inclusivement.",
  offerTerms: "Conditions de l'offre",
  availability: {
    OutOfStock: "En rupture de stock à la lecture",
    PreOrder: "Offert en précommande",
    BackOrder: "En réapprovisionnement",
  },
  guarantee: "Essayez-le pendant {days}\u00a0jours, satisfait ou remboursé",
  returns: `Retours acceptés pendant {days}\u00a0jours par ${marketplace.name}`,
  rating: {
    score: "{value} sur {scale}",
    count: `{count} évaluations sur ${marketplace.name}`,
    asOf: ", au {date}",
  },
  price: `{price} sur ${marketplace.name}, au {date}`,
  priceWhere: `sur ${marketplace.name}`,
  priceWhereDated: `sur ${marketplace.name}, au {date}`,
  customers: "Au moins {count}\u00a0clients (au {date})",
  customersUndated: "Au moins {count}\u00a0clients",
  asOfTogether: {
    priceRatingCustomers: `Prix et évaluation relevés sur ${marketplace.name}, nombre de clients tiré de nos registres, au {date}.`,
    priceRating: `Prix et évaluation relevés sur ${marketplace.name}, au {date}.`,
    ratingCustomers: `Évaluation relevée sur ${marketplace.name}, nombre de clients tiré de nos registres, au {date}.`,
  },
  soldBy: "Vendu par {name}, {city}",
  soldByNoCity: "Vendu par {name}",
  shippingQuestion: "Comment fonctionnent la livraison et les retours au Canada\u202f?",
  shippingAnswer: {
    shipping: `{statement}. Les conditions de livraison d'${marketplace.name} s'appliquent.`,
    guarantee: `En plus des retours d'${marketplace.name}, {givenBy} offre une garantie satisfait ou remboursé de {days}\u00a0jours à compter de la livraison.`,
    returns: `Vous pouvez retourner l'appareil dans un délai de {days}\u00a0jours par l'intermédiaire d'${marketplace.name}, selon ses conditions de retour.`,
    listing: `Les délais de livraison et la période de retour d'${marketplace.name} sont indiqués sur la fiche\u00a0: vérifiez-les avant de commander.`,
  },
  guaranteeLink: "Comment réclamer la garantie satisfait ou remboursé",
}

export const productFactsCopy: typeof productFactsEn = {
  heading: "Caractéristiques du produit",
  intro:
    "Ce qui accompagne LumaSculpt et son fonctionnement, d'après les spécifications du fabricant.",
  warranty: "Garantie du fabricant",
  warrantyValue: "Garantie de {months}\u00a0mois offerte par {givenBy}",
  warrantyTerms: "Conditions de la garantie",
  inTheBox: "Dans la boîte",
  gel: "Gel",
  gelIncluded: "Inclus",
  gelSoldSeparately: "Non inclus\u00a0: utilisez un gel à base d'eau de votre choix",
  charging: "Recharge et autonomie",
  chargingValue:
    "{port}\u202f; environ {hours}\u00a0h pour une pleine charge, environ {minutes}\u00a0minutes d'utilisation par charge",
  safetyMark: "Sécurité électrique",
  safetyMarkValue: "Marque de certification {mark}",
  wavelengths: "Longueurs d'onde des DEL",
  wavelengthsValue:
    "Rouge {red}\u00a0nm · Orange {orange}\u00a0nm · Vert {green}\u00a0nm · Bleu {blue}\u00a0nm",
  current: "Courant",
  currentEms: "Électrostimulation musculaire (EMS)",
  currentMicrocurrent: "Microcourant",
}

export const productCardCopy: typeof productCardEn = {
  heading: "Envie de l'essayer\u202f?",
  articleHeading: "De LumaSculpt",
  name: "Appareil de massage pour le visage LumaSculpt à lumière rouge",
  line: "Lumière rouge, électrostimulation (EMS) et froid dans un seul appareil portatif, pour une routine de 10 à 15\u00a0minutes à la maison.",
}
