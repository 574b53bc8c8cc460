/** French edition of ../guarantee.ts (see there for what each sentence is for). */
import type { GuaranteeCopy } from "../guarantee"
import { brand, marketplace } from "../site"

export const guaranteeCopy: GuaranteeCopy = {
  title: `Garantie satisfait ou remboursé de {days}\u00a0jours | ${brand.name}`,
  description: `Comment fonctionne la garantie satisfait ou remboursé de {days}\u00a0jours de ${brand.name}\u00a0: qui l'offre, comment la réclamer, ses conditions et le remboursement.`,
  heading: "Notre garantie satisfait ou remboursé de {days}\u00a0jours",
  intro: `Essayez ${brand.name} pendant {days}\u00a0jours. S'il ne vous convient pas, retournez-le et nous vous rembourserons.`,
  timing:
    "Les {days}\u00a0jours commencent le jour où l'appareil vous est livré. Un changement dans l'apparence de la peau demande plus de temps (de 8 à 12\u00a0semaines)\u202f; profitez de ces jours pour juger de la sensation que la routine laisse sur votre peau et de la façon dont elle s'intègre à vos journées, et faites votre demande au plus tard le dernier jour si l'appareil ne vous convient pas.",
  givenByHeading: "Qui offre la garantie",
  givenBy: `{legalName}, {address}, offre cette garantie sur les appareils ${brand.name} achetés sur ${marketplace.name}. Elle s'ajoute à la politique de retour d'${marketplace.name} et ne limite pas les droits que vous confère la loi.`,
  claimHeading: "Comment la réclamer",
  contactLead: "Courriel\u00a0:",
  proofLabel: "Preuve d'achat",
  conditionsHeading: "Conditions",
  returnShippingLabel: "Frais de retour",
  refundHeading: "Votre remboursement",
}
