/**
 * French edition of ../home.ts (see there for what each string is for). The routine, the safety
 * answer and what to expect come from ./guidance, as in every French article.
 */
import type * as en from "../home"
import { withStepLooks } from "../routine-looks"
import { routine, safety } from "./guidance"
import { brand, claims, marketplace } from "../site"
import { formatCount, formatDecimal } from "../../lib/format"

export const hero: typeof en.hero = {
  title: "Lumière rouge, EMS et froid dans un seul appareil de massage facial",
  description:
    "LumaSculpt réunit quatre modes de lumière DEL, une EMS douce et un massage froid dans un seul appareil, conçu pour une routine quotidienne apaisante qui laisse votre visage frais et votre peau éclatante.",
  ctaLong: "Acheter sur Amazon.ca – Offre d'une durée limitée",
  ctaShort: "Acheter sur Amazon.ca",
  trust: `La confiance de ${formatCount(claims.customers, "fr")}+ clients dans le monde`,
  availability: `Maintenant offert au Canada • Livraison gratuite • Garantie satisfait ou remboursé de ${claims.moneyBackDays}\u00a0jours`,
}

export const ratingCopy: typeof en.ratingCopy = {
  summary: (value: number, best: number, count: number) =>
    `Note de ${formatDecimal(value, "fr")} sur ${best} selon ${formatCount(count, "fr")} évaluations sur ${marketplace.name}`,
}

export const carouselCopy: typeof en.carouselCopy = {
  label: "Photos du produit LumaSculpt",
  carouselRole: "carrousel",
  slideRole: "diapositive",
  previous: "Photo précédente",
  next: "Photo suivante",
  pause: "Mettre le diaporama en pause",
  play: "Lancer le diaporama",
  dot: (n: number) => `Afficher la photo ${n}`,
  slide: (n: number, total: number) => `${n} sur ${total}`,
  openListing: (alt: string) => `${alt} (ouvre Amazon.ca dans un nouvel onglet)`,
}

export const videoCopy: typeof en.videoCopy = {
  heading: "LumaSculpt en action",
  description:
    "La démonstration montre la tête qui glisse le long de la mâchoire et des joues, puis chacune des quatre couleurs DEL tour à tour. Pendant votre propre séance, choisissez un seul mode et gardez-le.",
  label:
    "Vidéo de démonstration de LumaSculpt\u00a0: l'appareil glisse le long de la mâchoire pendant que sa tête DEL passe de la lumière bleue à la verte, à l'orange puis à la rouge",
  link: "Voir LumaSculpt en action (ouvre Amazon.ca dans un nouvel onglet)",
  loading: "Chargement de la vidéo…",
  pause: "Mettre la vidéo en pause",
  play: "Lire la vidéo",
}

export const ledModesCopy: typeof en.ledModesCopy = {
  heading: "Quatre modes DEL, un seul appareil",
  intro:
    "Choisissez une seule lumière par séance. Chaque mode est conçu pour l'apparence et le toucher de la peau, pas comme un traitement.",
}

/** The spec's focus of each mode first, as in English; Green's spec wording is this card's only. */
export const ledModes: readonly en.LedMode[] = [
  {
    color: "blue",
    name: "Bleu",
    benefit: "Fermeté\u00a0: conçu pour une peau qui paraît plus ferme.",
  },
  {
    color: "green",
    name: "Vert",
    benefit:
      // cspell:disable-next-line -- spec §2 fixes this LED card's wording; nowhere else (README).
      "Équilibre du sébum, absorption des nutriments\u00a0: conçu pour les jours où la peau paraît luisante.",
  },
  {
    color: "orange",
    name: "Orange",
    benefit: "Douceur\u00a0: conçu pour un aspect plus lisse et plus uniforme.",
  },
  {
    color: "red",
    name: "Rouge",
    benefit: "Éclat\u00a0: conçu pour un teint frais et lumineux.",
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
    title: "Pouvoir anti-âge",
    description:
      "Le mode Rouge est conçu pour un air plus frais et plus reposé, comme une étape apaisante de votre routine anti-âge, avec l'écran solaire.",
  },
  {
    icon: "wave",
    title: "Rides atténuées en apparence",
    description:
      "De la lumière et de lents mouvements de massage vers le haut, conçus pour adoucir l'apparence des ridules et d'une texture rugueuse.",
  },
  {
    icon: "layers",
    title: "Effet rebondi",
    description:
      "Conçu pour une peau qui paraît plus pleine et plus rebondie au toucher. Notre blogue explique ce que la recherche sur la lumière et le collagène montre, et ce qu'elle ne montre pas.",
  },
  {
    icon: "jawline",
    title: "Mâchoire sculptée",
    description:
      "De douces impulsions d'EMS le long de la mâchoire et des joues pendant le massage, dans une routine conçue pour une mâchoire d'apparence plus définie.",
  },
  {
    icon: "snowflake",
    title: "Effet froid",
    description:
      "Une finition fraîche, apaisante au toucher, qui peut donner pour un moment un air plus calme à un visage rouge ou bouffi au réveil.",
  },
  {
    icon: "bolt",
    title: "Coup d'énergie",
    description:
      "Le massage et de douces impulsions d'EMS laissent votre visage éveillé et revigoré\u00a0: quelques minutes qui font l'effet d'un regain d'énergie.",
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

export const faqItems: readonly en.FaqItem[] = [
  {
    question: "Comment utiliser LumaSculpt?",
    answer: `${routine.steps.map((step) => step.description).join(" ")} Les instructions fournies avec l'appareil expliquent comment choisir chaque mode.`,
  },
  {
    question: "Qui ne devrait pas l'utiliser?",
    answer: safety.faqAnswer,
  },
  {
    question: "À quelle fréquence l'utiliser?",
    answer: `${routine.tip} ${routine.oneMode} ${routine.pace}`,
  },
  {
    question: "Quand verrai-je des résultats?",
    answer: routine.expectations,
  },
  {
    question: "Comment fonctionnent la livraison et les retours au Canada?",
    answer: `La livraison est gratuite au Canada, et LumaSculpt est offert avec une garantie satisfait ou remboursé de ${claims.moneyBackDays}\u00a0jours. Les options et les délais de livraison, ainsi que la façon de retourner l'appareil, sont indiqués sur la fiche ${marketplace.name}\u00a0: vérifiez-les avant de commander.`,
  },
  {
    question: "Comment recharger et entretenir l'appareil?",
    answer: `Les instructions fournies avec LumaSculpt expliquent comment le recharger, et la fiche ${marketplace.name} indique le contenu de la boîte. Après chaque séance, essuyez le gel sur la tête avec un linge doux et humide, et laissez-la sécher avant de ranger l'appareil.`,
  },
]

export { productImages } from "./product-images"

export const productCopy: typeof en.productCopy = {
  name: `Appareil de massage facial à lumière rouge ${brand.name}`,
  description: `${brand.name} réunit la luminothérapie rouge, l'EMS par microcourant et une tête de massage froide dans un seul appareil de massage facial, pour un teint d'apparence plus ferme et plus éclatante à la maison.`,
}

export const homeSeo: typeof en.homeSeo = {
  title: `${brand.name} | Appareil de massage facial à lumière rouge avec EMS et froid au Canada`,
  description: `Quatre modes DEL, l'EMS et un massage froid dans un seul appareil, conçu pour un teint éclatant et une sensation de fraîcheur. Livraison gratuite au Canada, garantie satisfait ou remboursé de ${claims.moneyBackDays}\u00a0jours.`,
}
