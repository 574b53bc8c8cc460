/**
 * French edition of ../guidance.ts: the same routine, safety list and study caveat, word for word
 * in meaning. Change the advice in both files together.
 */
import type * as en from "../guidance"
import { claims } from "../site"

/** "10-15" → "10 à 15", as French writes a range. */
const routineMinutes = claims.routineMinutes.replace("-", " à ")

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
      title: "Appliquer l'appareil",
      description:
        "Étalez une fine couche de gel transparent à base d'eau\u00a0: l'EMS en a besoin pour glisser et se faire sentir de façon uniforme, et un gel transparent laisse passer la lumière. Choisissez un seul mode DEL pour la séance et faites glisser la tête lentement vers le haut et vers l'extérieur, une minute ou deux par zone.",
    },
    {
      number: "03",
      title: "Rafraîchir et apaiser",
      description:
        "Passez au mode froid pour quelques passages courts et légers, pour une sensation de fraîcheur. Arrêtez si votre peau picote ou rougit.",
    },
    {
      number: "04",
      title: "Éclat",
      description:
        "Essuyez le reste du gel et terminez avec votre crème hydratante, et un écran solaire le matin.",
    },
  ],
  tip: `Utilisez LumaSculpt ${routineMinutes} minutes par jour, en une seule séance.`,
  pace: "Plus n'est pas mieux\u00a0: une routine régulière et douce est plus facile à maintenir, et ce sont des séances régulières, semaine après semaine, que les études sur les appareils à lumière ont utilisées.",
  oneMode:
    "Utilisez un seul mode DEL par séance plutôt que de passer par les quatre; changez de mode d'un jour à l'autre si vous le souhaitez.",
  expectations:
    "Votre visage peut sembler plus frais juste après une séance, grâce au massage et au froid. Tout changement dans l'apparence de votre peau se construit lentement\u00a0: donnez 8 à 12 semaines à une routine quotidienne avant de la juger, et comparez des photos prises sous le même éclairage. Les résultats varient, et certaines personnes remarquent peu de différence.",
}

/** « N'utilisez pas LumaSculpt si vous… »: the FAQ's short answer, the same cases as the full list. */
const notForYouIf = [
  "êtes enceinte ou pourriez l'être",
  "portez un stimulateur cardiaque, un défibrillateur ou un autre appareil électronique implanté",
  "êtes épileptique",
  "avez une affection cutanée active, une plaie ou une infection sur la zone",
]
const lastCase = "êtes sensible à la lumière ou prenez un médicament photosensibilisant"

export const safety: typeof en.safety = {
  notForYou: {
    intro:
      "LumaSculpt est un appareil cosmétique conçu pour une peau du visage en bonne santé. Ne l'utilisez pas, ou demandez d'abord l'avis de votre médecin, si l'une de ces situations vous concerne\u00a0:",
    items: [
      {
        label: "Grossesse.",
        text: "Ne l'utilisez pas si vous êtes enceinte ou pourriez l'être.",
      },
      {
        label: "Appareils électroniques implantés.",
        text: "Ne l'utilisez pas si vous portez un stimulateur cardiaque, un défibrillateur ou tout autre appareil électronique implanté\u00a0: le courant de l'EMS pourrait le perturber. Demandez d'abord l'avis de votre médecin si vous avez des plaques, des vis ou d'autres implants métalliques dans le visage.",
      },
      {
        label: "Épilepsie.",
        text: "Ne l'utilisez pas si vous êtes épileptique ou si vous avez déjà fait une crise déclenchée par une lumière clignotante ou vive.",
      },
      {
        label: "Affections cutanées actives ou peau lésée.",
        text: "Gardez l'appareil loin de toute éruption, coupure, plaie, infection, brûlure de soleil ou poussée, et consultez un médecin ou un dermatologue à ce sujet\u00a0: LumaSculpt est conçu pour l'apparence et le toucher de la peau, pas pour une affection cutanée.",
      },
      {
        label: "Sensibilité à la lumière et médicaments.",
        text: "Si votre peau réagit à la lumière, ou si vous prenez un médicament photosensibilisant (certains antibiotiques, des médicaments à base de vitamine A pris par la bouche et d'autres médicaments sur ordonnance), demandez l'avis de votre médecin ou de votre pharmacien avant d'utiliser les modes DEL.",
      },
      {
        label: "Interventions récentes.",
        text: "Après des injections, des produits de comblement, un peeling, un traitement au laser ou une chirurgie au visage, attendez que le professionnel qui vous a traité vous confirme que la zone peut recevoir lumière, courant et froid.",
      },
      {
        label: "Sensibilité au froid.",
        text: "Sautez le mode froid si le froid vous donne de l'urticaire, ou rend votre peau ou vos doigts blancs ou engourdis.",
      },
    ],
  },
  everySession: {
    intro: "À chaque utilisation\u00a0:",
    items: [
      {
        label: "Protégez vos yeux.",
        text: "Ne regardez jamais dans la tête DEL et ne la dirigez jamais vers vos yeux. Fermez les yeux lorsque vous travaillez près d'eux, et gardez la tête loin de vos paupières.",
      },
      {
        label: "Gardez l'EMS sur le visage.",
        text: "N'utilisez jamais l'EMS sur le cou ou la gorge, surtout sur l'avant du cou.",
      },
      {
        label: "Lumière bleue et peau moyenne ou foncée.",
        text: "Dans une étude de Duteil et ses collègues (2014), la lumière visible violet-bleu (environ 415\u00a0nm) a causé un assombrissement qui a duré jusqu'à trois mois chez des volontaires à la peau de teinte moyenne (phototypes III et IV); la lumière rouge à 630\u00a0nm, non. Si votre peau est moyenne ou foncée, ou si vous avez du mélasma ou des taches foncées qui persistent, choisissez Rouge ou Orange et demandez l'avis d'un dermatologue avant d'utiliser Bleu.",
      },
      {
        label: "Rétinoïdes et acides.",
        text: "Si vous utilisez un rétinoïde ou un acide exfoliant, commencez graduellement\u00a0: des séances plus courtes un jour sur deux pendant les deux premières semaines, jamais le même soir qu'un peeling, et arrêtez si votre peau picote ou reste rouge.",
      },
      {
        label: "Froid et rougeurs.",
        text: "Chez certaines personnes, le froid peut provoquer des rougeurs de rebond\u00a0: quelques minutes après, une peau sujette aux rougeurs peut paraître plus rouge qu'avant. Gardez les passages froids courts et légers, et arrêtez si votre peau picote.",
      },
      {
        label: "Arrêtez si ça fait mal.",
        text: "Arrêtez et consultez un médecin si votre peau brûle, fait des cloques ou reste rouge, ou si l'EMS est douloureuse plutôt qu'un léger tapotement.",
      },
    ],
  },
  outro:
    "Si vous ne savez pas si l'un de ces points vous concerne, demandez l'avis de votre médecin, de votre dermatologue ou de votre pharmacien avant de commencer, et suivez les instructions fournies avec votre appareil.",
  faqAnswer: `N'utilisez pas LumaSculpt si vous ${notForYouIf.join("; ")}; ou si vous ${lastCase}. Ne dirigez jamais la lumière vers vos yeux, gardez l'EMS loin du cou et de la gorge, et si votre peau est moyenne ou foncée, demandez l'avis d'un dermatologue avant d'utiliser le mode Bleu. La liste complète figure dans chaque article de notre blogue; en cas de doute, consultez d'abord votre médecin ou votre dermatologue.`,
}

export const studyCaveat: typeof en.studyCaveat = {
  label: "Ces études n'ont pas testé LumaSculpt.",
  text: "Elles ont utilisé des appareils de clinique, des appareils pour tout le corps ou d'autres appareils, avec des longueurs d'onde, des puissances, des réglages et des horaires différents\u00a0: leurs résultats ne sont pas des résultats de LumaSculpt et ne prédisent pas les vôtres.",
}
