/**
 * French edition of ../guidance.ts: the same routine, safety list and study caveat, word for word
 * in meaning. Change the advice in both files together.
 */
import type * as en from "../guidance"
import { claims } from "../site"
import { safetyIds } from "../routes"

/** "10-15" → "10 à 15", as French writes a range. */
const routineMinutes = claims.routineMinutes.replace("-", " à ")

const steady =
  "Inutile d'en faire plus\u00a0: de courtes séances régulières sont plus faciles à maintenir que de longues séances."

export const routine: typeof en.routine = {
  steps: [
    {
      number: "01",
      title: "Nettoyer",
      description:
        "Retirez maquillage, écran solaire et sébum, puis séchez votre visage en tapotant, pour que rien sur la peau ne fasse écran à la lumière.",
    },
    {
      number: "02",
      title: "Passer l'appareil",
      description:
        "Étalez une fine couche de gel transparent à base d'eau\u00a0: l'appareil en a besoin pour bien glisser, et l'EMS pour se faire sentir de façon uniforme\u202f; un gel transparent laisse aussi passer la lumière. Choisissez un seul mode DEL pour la séance et faites glisser lentement la tête de l'appareil vers le haut et vers l'extérieur, une minute ou deux par zone.",
    },
    {
      number: "03",
      title: "Rafraîchir et apaiser",
      description:
        "Passez au massage rafraîchissant\u00a0: quelques passages courts et légers, pour une sensation de fraîcheur. Arrêtez si votre peau picote ou rougit.",
    },
    {
      number: "04",
      title: "Éclat",
      description:
        "Essuyez le reste du gel et terminez avec votre crème hydratante, et un écran solaire le matin.",
    },
  ],
  tip: `Utilisez LumaSculpt ${routineMinutes}\u00a0minutes par jour, en une seule séance.`,
  steady,
  pace: `${steady} Les études sur la lumière que citent nos articles prévoyaient deux séances par semaine pendant plusieurs semaines\u202f; les ${routineMinutes}\u00a0minutes par jour suggérées ici sont la routine propre à LumaSculpt, et non une dose qu'une étude aurait testée.`,
  oneMode:
    "Choisissez un seul mode DEL par séance plutôt que d'alterner entre les quatre\u202f; si vous le souhaitez, changez de mode d'un jour à l'autre.",
  expectations:
    "Votre visage pourrait vous sembler plus frais juste après une séance, grâce au massage et au froid. Tout changement dans l'apparence de votre peau s'installe lentement\u00a0: donnez 8 à 12\u00a0semaines à une routine quotidienne avant de la juger, et comparez des photos prises sous le même éclairage. Les résultats varient, et certaines personnes remarquent peu de différence.",
}

/**
 * « N'utilisez pas l'appareil si vous… »: the FAQ's bullets name every absolute case of the full
 * list (safety.notForYou), one a bullet, each with its own « si vous ».
 */
const notForYouIf = [
  "êtes enceinte ou pourriez l'être",
  "portez un stimulateur cardiaque, un défibrillateur ou un autre appareil électronique implanté",
  "êtes épileptique ou avez déjà fait une crise déclenchée par une lumière clignotante ou vive",
]
const lastCase = "avez un cancer ou suivez un traitement contre le cancer"

export const safety: typeof en.safety = {
  notForYou: {
    intro:
      "LumaSculpt est un appareil de soins personnels conçu pour l'apparence et le toucher d'une peau du visage en bonne santé, et les conseils donnés ici s'adressent aux adultes. N'utilisez pas l'appareil si l'une de ces situations vous concerne\u00a0:",
    items: [
      {
        label: "Grossesse.",
        text: "Ne l'utilisez pas si vous êtes enceinte ou pourriez l'être.",
      },
      {
        label: "Appareils électroniques implantés.",
        text: "Ne l'utilisez pas si vous portez un stimulateur cardiaque, un défibrillateur ou tout autre appareil électronique implanté\u00a0: le courant de l'EMS pourrait en perturber le fonctionnement.",
      },
      {
        label: "Épilepsie.",
        text: "Ne l'utilisez pas si vous êtes épileptique ou si vous avez déjà fait une crise déclenchée par une lumière clignotante ou vive.",
      },
      {
        label: "Cancer, ou grain de beauté nouveau ou qui change.",
        text: "Ne l'utilisez pas si vous avez un cancer ou suivez un traitement contre le cancer, et ne le passez jamais sur un grain de beauté, une excroissance ou une tache qui est nouvelle, qui change d'aspect ou qui n'a pas été diagnostiquée\u00a0: consultez d'abord un médecin à ce sujet.",
      },
    ],
  },
  askFirst: {
    intro:
      "Demandez d'abord l'avis d'un médecin, d'un pharmacien ou d'un autre professionnel de la santé si l'une de ces situations vous concerne\u00a0:",
    items: [
      {
        label: "Problèmes cardiaques.",
        text: "Si vous avez un problème cardiaque ou un rythme cardiaque irrégulier, demandez l'avis de votre médecin avant d'utiliser l'EMS.",
      },
      {
        label: "Implants métalliques.",
        text: "Demandez d'abord l'avis de votre médecin si vous avez des plaques, des vis ou d'autres implants métalliques dans le visage.",
      },
      {
        label: "Affections cutanées actives ou peau lésée.",
        text: "Gardez l'appareil loin de toute éruption, coupure, plaie, infection, coup de soleil ou poussée (d'eczéma, d'acné, etc.), et consultez d'abord un médecin ou un dermatologue à ce sujet\u00a0: LumaSculpt est conçu pour l'apparence et le toucher de la peau, pas pour une affection cutanée.",
      },
      {
        label: "Sensibilité à la lumière et médicaments.",
        text: "Si votre peau réagit à la lumière, ou si vous prenez un médicament photosensibilisant (certains antibiotiques, des médicaments à base de vitamine A pris par voie orale et d'autres médicaments sur ordonnance), demandez d'abord l'avis de votre médecin ou de votre pharmacien, avant d'utiliser les modes DEL.",
      },
      {
        label: "Interventions récentes.",
        text: "Après des injections, des produits de comblement, un peeling, un traitement au laser ou une chirurgie au visage, attendez que la personne qui a fait l'intervention vous confirme que la zone peut recevoir lumière, courant et froid.",
      },
      {
        label: "Sensibilité réduite du visage.",
        text: "Si une partie de votre visage est engourdie, ou si vous avez une affection d'un nerf du visage, demandez d'abord l'avis de votre médecin\u00a0: vous pourriez ne pas sentir que le courant ou le froid est trop fort.",
      },
      {
        label: "Sensibilité au froid.",
        text: "Si le froid vous donne de l'urticaire, ou rend votre peau ou vos doigts blancs ou engourdis, n'utilisez pas le massage rafraîchissant et demandez à votre médecin si le froid vous convient.",
      },
      {
        label: "Enfants et personnes de moins de 18\u00a0ans.",
        text: "Rangez LumaSculpt hors de la portée des enfants. Les conseils donnés ici s'adressent aux adultes\u00a0: demandez l'avis d'un médecin avant de laisser une personne de moins de 18\u00a0ans l'utiliser.",
      },
    ],
  },
  everySession: {
    intro: "À chaque utilisation\u00a0:",
    items: [
      {
        label: "Protégez vos yeux.",
        text: "Ne regardez jamais directement la tête DEL et ne la dirigez jamais vers vos yeux. Fermez les yeux quand vous passez l'appareil près d'eux, ne le posez jamais sur les paupières, et portez la protection pour les yeux fournie avec l'appareil, s'il y en a une.",
      },
      {
        label: "Gardez l'EMS sur le visage.",
        text: "N'utilisez jamais l'EMS sur le cou ou la gorge, surtout sur l'avant du cou.",
      },
      {
        label: "Loin du bain et de la douche.",
        text: "N'utilisez pas LumaSculpt dans le bain ou sous la douche, ni avec les mains mouillées.",
      },
      {
        label: "Lumière bleue et peau mate ou foncée.",
        anchor: safetyIds.blueLight.fr,
        text: "Dans une étude de Duteil et de ses collègues (2014), la lumière visible violet-bleu (environ 415\u00a0nm) a causé un assombrissement qui a duré jusqu'à trois mois chez des volontaires à la peau de teinte moyenne (phototypes III et IV)\u202f; la lumière rouge à 630\u00a0nm, non. Parmi les couleurs étudiées dans les travaux que nous citons, seul le rouge n'a pas assombri la peau\u202f; l'orange et le vert n'y ont pas été testés séparément. Si vous avez la peau mate ou foncée, ou du mélasma ou des taches foncées qui persistent, commencez par le mode Rouge, demandez l'avis d'un dermatologue avant d'utiliser le mode Bleu, et cessez d'utiliser tout mode qui laisse des taches plus foncées.",
      },
      {
        label: "Rétinoïdes et acides.",
        text: "Si vous utilisez un rétinoïde ou un acide exfoliant, commencez graduellement\u00a0: des séances plus courtes, un jour sur deux, pendant les deux premières semaines. Réservez les acides exfoliants et les peelings aux soirs sans séance, et arrêtez si votre peau picote ou reste rouge.",
      },
      {
        label: "Froid et rougeurs.",
        text: "Chez certaines personnes, le froid peut provoquer des rougeurs de rebond\u00a0: quelques minutes après, une peau sujette aux rougeurs peut paraître plus rouge qu'avant. Gardez les passages froids courts et légers, et arrêtez si votre peau picote.",
      },
    ],
  },
  whenToStop: {
    intro:
      "Arrêtez aussitôt, et demandez l'avis d'un médecin avant de l'utiliser de nouveau\u00a0:",
    items: [
      {
        label: "Arrêtez en cas de douleur.",
        text: "Arrêtez si votre peau brûle, se couvre de cloques ou reste rouge, ou si l'EMS cause de la douleur plutôt qu'une sensation de léger tapotement.",
      },
      {
        label: "Arrêtez si vous vous sentez mal.",
        text: "Arrêtez si vous ressentez un étourdissement ou un mal de tête, ou si vous voyez des éclairs lumineux, pendant ou après une séance.",
      },
    ],
  },
  outro:
    "Si vous ne savez pas si l'un de ces points vous concerne, demandez l'avis de votre médecin, de votre dermatologue ou de votre pharmacien avant de commencer, et suivez les instructions fournies avec votre appareil.",
  faq: {
    intro:
      "Vérifiez ces points avant de commander\u202f; les consignes de sécurité complètes couvrent tous les cas.",
    points: [
      ...notForYouIf.map((fact) => `N'utilisez pas l'appareil si vous ${fact}.`),
      `N'utilisez pas l'appareil si vous ${lastCase}, et ne le passez jamais sur un grain de beauté, une excroissance ou une tache qui est nouvelle, qui change d'aspect ou qui n'a pas été diagnostiquée.`,
      "Demandez d'abord l'avis de votre médecin si vous avez un problème cardiaque, des implants métalliques dans le visage, une affection cutanée, une peau lésée ou une sensibilité réduite du visage.",
      "Demandez d'abord l'avis de votre médecin ou de votre pharmacien si votre peau réagit à la lumière ou si vous prenez un médicament photosensibilisant.",
      "Après des injections, un peeling, un traitement au laser ou une chirurgie au visage, attendez que la personne qui a fait l'intervention vous confirme que la zone est prête.",
      "Si vous avez la peau mate ou foncée, demandez l'avis d'un dermatologue avant d'utiliser le mode Bleu.",
      "À chaque séance, ne dirigez jamais la lumière vers vos yeux et gardez l'EMS loin du cou et de la gorge.",
      "Arrêtez en cas de douleur, d'étourdissement ou de mal de tête, ou si vous voyez des éclairs lumineux.",
    ],
  },
}

export const studyCaveat: typeof en.studyCaveat = {
  label: "Ces études ne portaient pas sur LumaSculpt.",
  text: "Elles ont porté sur des appareils de clinique, des appareils pour le corps entier ou d'autres appareils encore, aux longueurs d'onde, puissances, réglages et calendriers de séances différents\u00a0: leurs résultats ne valent pas pour LumaSculpt et ne permettent pas de prédire les vôtres.",
}
