/**
 * French edition of ../home.ts (see there for what each string is for), written for readers in
 * Quebec. The routine, the safety answer and what to expect come from ./guidance, as in every
 * French article.
 */
import type * as en from "../home"
import { withIconsAndColors } from "../routine-icons"
import { routine, safety } from "./guidance"
import { brand, marketplace } from "../site"
import { businessCopy } from "./business-copy"
import { layoutCopy } from "./ui"
import { localizedRoutes, safetyIds } from "../routes"
import { lowerFirst } from "../../lib/format"

/** After a colon, French goes on in lower case (« Conseil : utilisez… »). */

export const hero: typeof en.hero = {
  eyebrow: "Une routine éclat de 10 à 15\u00a0minutes",
  title: "Massage du visage\u00a0: lumière rouge, électrostimulation (EMS) et froid",
  description:
    "Quatre modes de lumière DEL, de douces impulsions d'électrostimulation et une finition rafraîchissante\u00a0: une routine apaisante, conçue pour laisser au visage une agréable sensation de fraîcheur.",
}

export const carouselCopy: typeof en.carouselCopy = {
  label: {
    all: "Illustrations de LumaSculpt",
    some: "Photos et illustrations de LumaSculpt",
    none: "Photos de LumaSculpt",
  },
  carouselRole: "carrousel",
  slideRole: "diapositive",
  previous: "Image précédente",
  next: "Image suivante",
  pause: "Mettre le diaporama en pause",
  play: "Lancer le diaporama",
  dot: "Afficher l'image {n}",
  slide: "{n} sur {total}",
  openListing: `Voir ${brand.name} sur ${marketplace.name} ${layoutCopy.newTab}`,
}

export const videoCopy: typeof en.videoCopy = {
  standIn: {
    heading: "À quoi ressemble une séance (animation)",
    description:
      "Cette animation montre l'appareil qui glisse sur les joues, juste au-dessus de la ligne de la mâchoire, et chacune des quatre couleurs DEL tour à tour. C'est un dessin, pas une vidéo de l'appareil. Pendant vos séances, choisissez un seul mode et gardez-le du début à la fin.",
    label:
      "Animation d'une séance LumaSculpt\u00a0: l'appareil glisse sur la joue, au-dessus de la ligne de la mâchoire, pendant que sa tête DEL passe de la lumière bleue à la verte, à l'orange puis à la rouge",
  },
  footage: {
    heading: "Une séance en images",
    description:
      "De lents passages vers le haut sur les joues, juste au-dessus de la ligne de la mâchoire. Pendant vos séances, choisissez un seul mode DEL et gardez-le du début à la fin.",
    label:
      "Vidéo d'une séance LumaSculpt\u00a0: de lents passages vers le haut sur la joue, au-dessus de la ligne de la mâchoire",
  },
  link: `Voir ${brand.name} sur ${marketplace.name} ${layoutCopy.newTab}`,
  loading: "Chargement de la vidéo…",
  pause: "Mettre la vidéo en pause",
  play: "Lire la vidéo",
}

export const ledModesCopy: typeof en.ledModesCopy = {
  heading: "Quatre modes DEL, un seul appareil",
  intro:
    "Choisissez une seule couleur par séance, et changez d'un jour à l'autre si vous le souhaitez. Vous découvrez la lumière DEL\u202f? Commencez par le mode Rouge.",
}

/** The four modes as in English: what the light is like, then what it is designed for. */
export const ledModes: readonly en.LedMode[] = [
  {
    color: "blue",
    name: "Bleu",
    benefit: "Une lumière aux tons froids, pour une séance tout en fraîcheur.",
    caution: {
      before: "Peau mate ou foncée\u00a0:",
      text: "lisez les consignes de sécurité avant d'utiliser le mode Bleu",
      to: `${localizedRoutes.fr.safety}#${safetyIds.blueLight.fr}`,
    },
  },
  {
    color: "green",
    name: "Vert",
    benefit: "Une douce lumière verte pour les jours où la peau paraît luisante.",
  },
  {
    color: "orange",
    name: "Orange",
    benefit: "Une chaude lumière ambrée, conçue pour un aspect plus lisse et plus uniforme.",
  },
  {
    color: "red",
    name: "Rouge",
    benefit: "Une lumière rouge profond, conçue pour un teint plus frais et plus lumineux.",
  },
]

export const featuresCopy: typeof en.featuresCopy = {
  heading: "Au programme de chaque séance",
  intro:
    "La lumière DEL, de douces impulsions d'électrostimulation (EMS) et une finition rafraîchissante\u00a0: voici ce que l'on ressent à chaque étape d'une séance.",
}

export const features: readonly en.Feature[] = [
  {
    icon: "sparkles",
    title: "Mode Rouge",
    description:
      "Commencez par le Rouge, conçu pour un air plus frais et plus reposé, ou choisissez l'une des trois autres couleurs. Une étape apaisante de votre routine de soins, avec votre écran solaire quotidien.",
  },
  {
    icon: "wave",
    title: "Passages lissants vers le haut",
    description:
      "De légers passages vers le haut sur une fine couche de gel, avec la lumière Orange ou Rouge, conçus pour une peau plus lisse à l'œil et au toucher.",
  },
  {
    icon: "layers",
    title: "Trois outils, une seule routine",
    description:
      "La lumière DEL, de douces impulsions d'EMS et une finition rafraîchissante dans un seul appareil portatif\u00a0: un seul objet sur l'étagère, et une courte routine à retenir.",
  },
  {
    icon: "jawline",
    title: "EMS douce sur la mâchoire",
    description:
      "De lents passages sur l'os de la mâchoire, avec de douces impulsions d'EMS qui se font sentir comme un léger tapotement.",
    more: {
      text: "Comment utiliser l'EMS le long de la mâchoire",
      to: "/fr/blogue/technologie-ems-visage-contour-machoire/",
    },
  },
  {
    icon: "snowflake",
    title: "Finition fraîcheur",
    description:
      "Une finition fraîche, apaisante au toucher, qui peut aider un visage rouge ou bouffi au réveil à paraître plus calme pendant un moment.",
  },
  {
    icon: "bolt",
    title: "Petit réveil matinal",
    description:
      "De douces impulsions d'EMS et une finition fraîche\u00a0: quelques minutes qui peuvent faire au visage l'effet d'un petit réveil, en début de journée.",
  },
]

export const routineCopy: typeof en.routineCopy = {
  heading: "Votre routine éclat en 4 étapes",
  intro: "Assez simple pour les matins pressés, assez relaxante pour la fin de la journée.",
  tip: `Conseil\u00a0: ${lowerFirst(routine.tip)}`,
  buyLead: "Envie de commencer votre propre routine\u202f?",
}

export const routineSteps: readonly en.RoutineStep[] = withIconsAndColors(routine.steps)

export const faqCopy: typeof en.faqCopy = {
  heading: "Questions fréquentes",
  productLink: `Voir les détails du produit sur ${marketplace.name}`,
}

export const faqItems: typeof en.faqItems = [
  {
    question: "Comment se fait sentir l'électrostimulation (EMS)\u202f?",
    answer:
      "Comme un léger tapotement là où la tête touche la peau\u202f; elle ne devrait jamais piquer, brûler ni faire mal. Faites glisser l'appareil sur une fine couche de gel transparent à base d'eau pour une sensation uniforme, et gardez-le sur le visage, jamais sur le cou ni sur la gorge. Si un passage pique, arrêtez.",
    more: {
      text: "Lire notre guide sur l'EMS pour le visage",
      to: "/fr/blogue/technologie-ems-visage-contour-machoire/",
    },
  },
  {
    question: "Qui ne devrait pas l'utiliser\u202f?",
    answer: safety.faq.intro,
    points: safety.faq.points,
    more: {
      text: "Lire toutes les consignes de sécurité",
      to: localizedRoutes.fr.safety,
    },
  },
  {
    question: businessCopy.shippingQuestion,
    answer: "{shippingAnswer}",
  },
  {
    question: "À quelle fréquence l'utiliser\u202f?",
    answer: `${routine.tip} ${routine.oneMode} ${routine.steady}`,
  },
  {
    question: "Puis-je l'utiliser avec mes produits de soins\u202f?",
    answer: "Oui. Voici l'ordre à suivre avant et après la séance.",
    points: [
      "Avant\u00a0: nettoyez votre peau pour que rien ne fasse écran à la lumière, puis étalez une fine couche de gel transparent à base d'eau.",
      "Après\u00a0: essuyez le gel, puis poursuivez votre routine habituelle (sérum, rétinoïde le soir, crème hydratante, et écran solaire le matin).",
      "Vous utilisez un rétinoïde ou un acide exfoliant\u202f? Commencez par des séances plus courtes, un jour sur deux, pendant les deux premières semaines.",
      "Acides exfoliants et peelings\u00a0: réservez-les aux soirs sans séance.",
    ],
    more: {
      text: "Comment intégrer un appareil à vos rétinoïdes et acides",
      to: "/fr/blogue/rides-pores-techniques-apparence/",
    },
  },
  {
    question: "Quand verrai-je une différence\u202f?",
    answer: routine.expectations,
  },
]

export { illustrationNote, productImages } from "./product-images"

export const productCopy: typeof en.productCopy = {
  name: `Appareil de massage facial ${brand.name} à lumière rouge, électrostimulation (EMS) et froid`,
  description: `${brand.name} réunit quatre modes de lumière DEL, une électrostimulation (EMS) douce et un massage rafraîchissant dans un seul appareil de massage facial portatif\u00a0: une routine apaisante à la maison, conçue pour laisser au visage une sensation de fraîcheur.`,
}

export const homeSeo: typeof en.homeSeo = {
  title: `${brand.name} | Appareil de massage facial à lumière rouge, électrostimulation (EMS) et froid | Canada`,
  description: `Une routine apaisante de 10 à 15\u00a0minutes à la maison\u00a0: quatre modes DEL, une électrostimulation (EMS) douce et un massage rafraîchissant dans un seul appareil. En vente sur ${marketplace.name}.`,
}
