/** French edition of ../guarantee.ts (see there for what each sentence is for). */
import type { GuaranteeCopy } from "../guarantee"
import { brand, marketplace } from "../site"

export const guaranteeCopy: GuaranteeCopy = {
  title: `Garantie satisfait ou remboursé de {days}\u00a0jours | ${brand.name}`,
  description: `Comment fonctionne la garantie satisfait ou remboursé de {days}\u00a0jours de ${brand.name}\u00a0: qui la donne, comment la réclamer, ses conditions et le remboursement.`,
  heading: "Notre garantie satisfait ou remboursé de {days}\u00a0jours",
  intro: `Essayez ${brand.name} pendant {days}\u00a0jours. S'il ne vous convient pas, retournez-le et nous vous rembourserons.`,
  timing:
    "Les {days}\u00a0jours commencent le jour où l'appareil vous est livré. Profitez-en pour juger comment la routine se ressent sur votre peau et s'intègre à vos journées, et faites votre demande avant le dernier jour si l'appareil ne vous convient pas.",
  givenByHeading: "Qui offre la garantie",
  givenBy: `{legalName}, {address}, offre cette garantie sur les appareils ${brand.name} achetés sur ${marketplace.name}. Elle s'ajoute à la politique de retour d'${marketplace.name} et ne limite pas les droits que vous donne la loi.`,
  claimHeading: "Comment la réclamer",
  contactLead: "Écrivez à",
  proofLabel: "Preuve d'achat",
  conditionsHeading: "Conditions",
  returnShippingLabel: "Frais de retour",
  refundHeading: "Votre remboursement",
}
