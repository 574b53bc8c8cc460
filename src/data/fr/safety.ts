/** French edition of ../safety.ts: the safety page (/fr/securite/). */
import type { SafetyCopy } from "../safety"
import { brand } from "../site"

export const safetyCopy: SafetyCopy = {
  title: `Consignes de sécurité | ${brand.name}`,
  description: `Qui ne devrait pas utiliser ${brand.name}, qui doit d'abord demander l'avis d'un médecin, quoi faire à chaque séance et quand arrêter.`,
  heading: `Consignes de sécurité de ${brand.name}`,
  intro: `Lisez ces consignes avant votre première séance, et gardez les instructions fournies avec votre appareil. Chaque article de ce site reprend les mêmes consignes.`,
  groups: {
    notForYou: "Qui ne devrait pas l'utiliser",
    askFirst: "Demandez d'abord l'avis d'un professionnel",
    everySession: "À chaque séance",
    whenToStop: "Quand arrêter",
  },
}
