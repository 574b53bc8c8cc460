/** French edition of ../privacy.ts (see there for what each string is for). */
import type * as en from "../privacy"
import { brand, marketplace } from "../site"

export const privacyCopy: en.PrivacyCopy = {
  title: `Confidentialité | ${brand.name}`,
  description: `Ce que ${brand.name} recueille (seulement ce que vous soumettez dans le formulaire de l'infolettre), pourquoi, qui conserve ces renseignements, où et combien de temps, et comment les faire supprimer.`,
  heading: "Politique de confidentialité",
  updated: "Dernière mise à jour\u00a0: 29\u00a0novembre 2026",
  intro: `Cette page explique en langage clair ce que ${brand.name} recueille sur ce site et ce que nous en faisons. En bref\u00a0: nous conservons seulement votre inscription à l'infolettre, c'est-à-dire votre adresse courriel et les quelques renseignements précisés ci-dessous.`,
  sections: [
    {
      id: "ce-que-nous-recueillons",
      heading: "Ce que nous recueillons",
      paragraphs: [
        "Seulement ce que le formulaire d'abonnement à l'infolettre envoie lorsque vous le soumettez\u00a0: votre adresse courriel, la langue du formulaire et la version du texte de consentement qui vous a été présenté. Netlify, qui héberge ce site et reçoit le formulaire, enregistre aussi des renseignements techniques sur l'envoi, comme votre adresse IP.",
        "Notre service d'envoi de courriels, Brevo, enregistre ensuite le moment de votre inscription, celui où vous confirmez votre abonnement grâce au lien de son premier courriel et celui où vous vous désabonnez\u00a0: la preuve que vous avez demandé l'infolettre, et que vous l'avez quittée.",
      ],
      items: [
        "Aucun témoin (cookie).",
        "Aucune analyse d'audience ni aucun pixel de suivi sur ce site (pour les statistiques de l'infolettre, voir «\u202fQui conserve ces renseignements, et où\u202f»).",
        "Aucun compte ni aucune connexion\u00a0: toutes les pages sont publiques.",
      ],
    },
    {
      id: "pourquoi",
      heading: "Pourquoi nous recueillons ces renseignements",
      paragraphs: [
        `Pour vous envoyer l'infolettre de ${brand.name}\u00a0: des conseils de soins de la peau, nos nouveaux articles et des offres à l'occasion. La langue nous indique s'il faut vous écrire en français ou en anglais, et la version montre ce que vous avez accepté. Nous ne vendons pas votre adresse et ne la communiquons à personne d'autre à des fins de marketing.`,
        "Avant la première infolettre, vous recevez un seul courriel qui vous demande de confirmer votre abonnement. Si vous ne cliquez pas sur son lien, votre adresse n'est pas ajoutée à la liste et vous ne recevez rien d'autre de notre part.",
      ],
    },
    {
      id: "lieu-de-conservation",
      heading: "Qui conserve ces renseignements, et où",
      paragraphs: [
        "Les inscriptions à l'infolettre sont conservées par Netlify Forms, sur les serveurs de Netlify, l'entreprise qui héberge ce site. Netlify peut conserver ces données à l'extérieur du Québec et du Canada, par exemple aux États-Unis.",
        "Pour vous envoyer le courriel de confirmation et l'infolettre, nous communiquons votre adresse, la langue, la version du texte de consentement et le moment de votre inscription à notre service d'envoi de courriels, Brevo, une entreprise établie à Paris, en France, qui les traite uniquement selon nos instructions. Brevo les conserve principalement dans l'Union européenne\u202f; certains de ses propres fournisseurs peuvent les traiter ailleurs.",
        "Brevo compte combien de personnes ouvrent chaque infolettre (grâce à une image invisible dans le courriel) et cliquent sur ses liens, sans rattacher ces chiffres à votre adresse.",
        "Comme tout hébergeur Web, Netlify traite les renseignements techniques nécessaires pour afficher les pages dans votre navigateur, comme votre adresse IP. Nous ne les utilisons pas pour vous identifier ni pour vous suivre.",
      ],
    },
    {
      id: "combien-de-temps",
      heading: "Combien de temps nous les conservons",
      paragraphs: [
        "Netlify Forms conserve chaque inscription pour qu'une inscription qui n'a pas atteint Brevo puisse lui être renvoyée\u00a0: une fois par mois, nous supprimons les inscriptions de plus de 90\u00a0jours, si bien qu'aucune n'y reste plus de quatre mois. Si vous ne confirmez pas, Brevo ne vous ajoute jamais à notre liste\u202f; si vous confirmez, nous y conservons votre adresse tant que votre abonnement est actif.",
        "Lorsque vous vous désabonnez, Brevo garde seulement votre adresse dans sa liste des personnes à ne pas joindre, pour que personne ne vous écrive de nouveau par erreur. Si vous nous demandez de supprimer vos renseignements, nous retirons votre adresse, avec la langue et la version qui l'accompagnent, de Netlify et de Brevo, cette liste comprise, dans les 30\u00a0jours suivant votre demande.",
      ],
    },
    {
      id: "vos-droits",
      heading: "Vos droits",
      paragraphs: [
        "En vertu de la Loi sur la protection des renseignements personnels dans le secteur privé (Québec) et de la loi fédérale, la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE), vous pouvez demander à consulter les renseignements que nous détenons à votre sujet, nous demander de les corriger et retirer votre consentement en tout temps.",
        "Si vous habitez au Québec, la loi québécoise vous donne aussi le droit de recevoir vos renseignements informatisés dans un format technologique structuré et couramment utilisé, et celui de nous demander de cesser de les diffuser ou de désindexer tout lien qui y mène.",
        "Si notre réponse ne vous satisfait pas, vous pouvez porter plainte auprès du Commissariat à la protection de la vie privée du Canada. Si vous habitez au Québec, vous pouvez aussi porter plainte auprès de la Commission d'accès à l'information du Québec.",
      ],
    },
    {
      id: "personne-responsable",
      heading: "Qui est responsable de vos renseignements",
      paragraphs: [
        `La Loi sur la protection des renseignements personnels dans le secteur privé, modifiée par la Loi 25, demande à toute entreprise de désigner la personne responsable de la protection des renseignements personnels et de publier son titre et ses coordonnées. Chez ${brand.name}\u00a0:`,
      ],
      officer: true,
    },
    {
      id: "suppression",
      heading: "Comment vous désabonner ou demander la suppression",
      paragraphs: [
        "Chaque infolettre contient un lien de désabonnement. Ce lien vous retire de la liste dans un délai de 10\u00a0jours ouvrables, habituellement sur-le-champ. Si vous n'avez jamais confirmé votre abonnement, vous n'êtes pas sur la liste\u00a0: vous n'avez rien à faire.",
      ],
      contact: true,
    },
    {
      id: "achats",
      heading: `Acheter sur ${marketplace.name}`,
      paragraphs: [
        `Les achats se font sur ${marketplace.name}, pas sur ce site. Ce que vous y faites est régi par l'Avis de confidentialité d'Amazon.ca.`,
        `Nos liens vers ${marketplace.name} portent une étiquette de campagne, pour qu'Amazon puisse nous indiquer, en totaux, quelle partie de ce site a mené à une visite ou à une vente. Elle ne nous apprend rien sur vous.`,
      ],
    },
  ],
  officerLabels: {
    title: "Titre\u00a0: ",
    contact: "Coordonnées\u00a0: ",
    business: "Entreprise\u00a0: ",
  },
  contactLead:
    "Pour consulter, corriger ou supprimer votre adresse, ou pour toute question sur la confidentialité, écrivez à",
}
