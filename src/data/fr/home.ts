/**
 * French edition of ../home.ts (see there for what each string is for). The routine, the safety
 * answer and what to expect come from ./guidance, as in every French article.
 */
import type * as en from "../home"
import { withStepLooks } from "../routine-looks"
import { routine, safety } from "./guidance"
import { brand, marketplace } from "../site"
import { businessCopy } from "./business-copy"
import { safetyNotesId } from "../routes"

export const hero: typeof en.hero = {
  title: "Lumière rouge, EMS et froid dans un seul appareil de massage facial",
  description:
    "LumaSculpt réunit quatre modes de lumière DEL, une électrostimulation (EMS) douce et un massage rafraîchissant dans un seul appareil, conçu pour une routine quotidienne apaisante qui peut laisser une sensation de fraîcheur sur le visage et un teint qui paraît plus éclatant.",
}

export { businessCopy } from "./business-copy"

export const carouselCopy: typeof en.carouselCopy = {
  label: "Illustrations de LumaSculpt",
  carouselRole: "carrousel",
  slideRole: "diapositive",
  previous: "Image précédente",
  next: "Image suivante",
  pause: "Mettre le diaporama en pause",
  play: "Lancer le diaporama",
  dot: "Afficher l'image {n}",
  slide: "{n} sur {total}",
  openListing: "{alt} (ouvre Amazon.ca dans un nouvel onglet)",
}

export const videoCopy: typeof en.videoCopy = {
  heading: "À quoi ressemble une séance (animation)",
  description:
    "Cette animation montre la tête de l'appareil qui glisse le long de la mâchoire et des joues, puis chacune des quatre couleurs DEL tour à tour. C'est un dessin, pas une vidéo de l'appareil. Pendant votre propre séance, choisissez un seul mode et gardez-le.",
  label:
    "Animation d'une séance LumaSculpt\u00a0: l'appareil glisse le long de la mâchoire pendant que sa tête DEL passe de la lumière bleue à la verte, à l'orange puis à la rouge",
  link: "Animation d'une séance LumaSculpt (ouvre Amazon.ca dans un nouvel onglet)",
  loading: "Chargement de la vidéo…",
  pause: "Mettre la vidéo en pause",
  play: "Lire la vidéo",
}

export const ledModesCopy: typeof en.ledModesCopy = {
  heading: "Quatre modes DEL, un seul appareil",
  intro:
    "Choisissez une seule lumière par séance. Chaque mode est conçu pour l'apparence et le toucher de la peau, pas comme un traitement.",
}

/** The four modes as in English: how skin looks or how the session feels, never a change in the skin. */
export const ledModes: readonly en.LedMode[] = [
  {
    color: "blue",
    name: "Bleu",
    benefit:
      "Sensation de fermeté\u00a0: conçu pour une sensation de peau ferme et fraîche pendant la séance, pas pour la changer. Peau mate ou foncée\u00a0: lisez les consignes de sécurité avant d'utiliser le mode Bleu.",
  },
  {
    color: "green",
    name: "Vert",
    benefit: "Fini mat\u00a0: conçu pour les jours où la peau paraît luisante.",
  },
  {
    color: "orange",
    name: "Orange",
    benefit: "Douceur\u00a0: conçu pour un aspect plus lisse et plus uniforme.",
  },
  {
    color: "red",
    name: "Rouge",
    benefit: "Éclat\u00a0: conçu pour un teint qui paraît plus frais et plus lumineux.",
  },
]

export const featuresCopy: typeof en.featuresCopy = {
  heading: "Pourquoi les amateurs de soins de la peau choisissent LumaSculpt",
  intro:
    "Trois technologies dans un seul appareil de massage, conçu pour quelques minutes de calme par jour.",
}

export const features: readonly en.Feature[] = [
  {
    icon: "sparkles",
    title: "Teint éclatant",
    description:
      "Le mode Rouge est conçu pour un air plus frais et plus reposé, comme une étape apaisante de votre routine de soins, avec un écran solaire chaque jour.",
  },
  {
    icon: "wave",
    title: "Ridules moins visibles",
    description:
      "De la lumière et de lents mouvements vers le haut, conçus pour adoucir l'apparence des ridules et d'une texture rugueuse. Les résultats varient.",
  },
  {
    icon: "layers",
    title: "Peau d'apparence rebondie",
    description:
      "Conçu pour une peau qui peut paraître plus pleine et sembler plus rebondie au toucher. Notre blogue explique ce que les études sur la lumière ont montré et n'ont pas montré, et pourquoi aucune n'a testé LumaSculpt.",
  },
  {
    icon: "jawline",
    title: "Mâchoire d'apparence plus définie",
    description:
      "De douces impulsions d'EMS le long de la mâchoire et des joues pendant le massage, dans une routine conçue pour une mâchoire qui peut paraître plus définie. Les résultats varient.",
  },
  {
    icon: "snowflake",
    title: "Massage rafraîchissant",
    description:
      "Une finition fraîche, apaisante au toucher, qui peut aider un visage rouge ou bouffi au réveil à paraître plus calme pendant un moment.",
  },
  {
    icon: "bolt",
    title: "Massage vivifiant",
    description:
      "Le massage et de douces impulsions d'EMS, conçus pour une sensation de fraîcheur sur le visage\u00a0: quelques minutes qui peuvent faire l'effet d'un petit regain d'énergie.",
  },
]

export const routineCopy: typeof en.routineCopy = {
  heading: "Votre routine éclat en 4 étapes",
  intro: "Assez simple pour les matins pressés, assez relaxante pour la fin de la journée.",
  tip: `Conseil\u00a0: ${routine.tip}`,
}

export const routineSteps: readonly en.RoutineStep[] = withStepLooks(routine.steps)

export const faqCopy: typeof en.faqCopy = {
  heading: "Questions fréquentes",
  productLink: "Voir les détails du produit sur Amazon",
}

export const faqItems: typeof en.faqItems = [
  {
    question: "Comment utiliser LumaSculpt\u202f?",
    answer: `${routine.steps.map((step) => step.description).join(" ")} Les instructions fournies avec l'appareil expliquent comment choisir chaque mode.`,
  },
  {
    question: "Qui ne devrait pas l'utiliser\u202f?",
    answer: safety.faqAnswer,
    more: {
      text: "Lire toutes les consignes de sécurité",
      to: `/fr/blogue/luminotherapie-rouge-bienfaits-anti-age/#${safetyNotesId}`,
    },
  },
  {
    question: "À quelle fréquence l'utiliser\u202f?",
    answer: `${routine.tip} ${routine.oneMode} ${routine.pace}`,
  },
  {
    question: "Quand verrai-je des résultats\u202f?",
    answer: routine.expectations,
  },
  {
    question: businessCopy.shippingQuestion,
    answer: "{shippingAnswer}",
  },
  {
    question: "Comment entretenir l'appareil\u202f?",
    answer: `Après chaque séance, essuyez le gel resté sur la tête de l'appareil avec un linge doux et humide, et laissez-la sécher avant de ranger l'appareil. Pour le reste, suivez les instructions fournies avec LumaSculpt\u202f; la fiche ${marketplace.name} indique le contenu de la boîte.`,
  },
]

export { productImages } from "./product-images"

export const productCopy: typeof en.productCopy = {
  name: `Appareil de massage facial à lumière rouge ${brand.name}`,
  description: `${brand.name} réunit la lumière DEL rouge, l'EMS par microcourant et un massage rafraîchissant dans un seul appareil de massage facial portatif, conçu pour une sensation de fraîcheur et un teint qui paraît plus éclatant, à la maison.`,
}

export const homeSeo: typeof en.homeSeo = {
  title: `${brand.name} | Appareil de massage facial à lumière rouge avec EMS et froid au Canada`,
  description: `Quatre modes DEL, l'EMS et un massage froid dans un seul appareil, conçu pour un teint éclatant et une sensation de fraîcheur. En vente sur Amazon.ca.`,
}
