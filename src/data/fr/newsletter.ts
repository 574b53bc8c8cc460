/** French edition of ../newsletter.ts: the newsletter box. */
import { consentVersion, type NewsletterCopy } from "../newsletter"
import { brand } from "../site"

export const newsletterCopy: NewsletterCopy = {
  heading: "Restez à l'affût",
  pitch:
    "Recevez par courriel nos nouveaux articles sur la science des soins de la peau et des conseils pratiques sur la lumière rouge, l'électrostimulation (EMS) et le froid.",
  label: "Adresse courriel",
  placeholder: "nom@exemple.com",
  submit: "S'abonner",
  submitting: "Abonnement en cours…",
  honeypotLabel: "Laissez ce champ vide\u00a0: ",
  consent: {
    version: consentVersion,
    text: `En vous abonnant, vous acceptez que {legalName} (${brand.name}) vous envoie par courriel des conseils de soins de la peau, ses nouveaux articles et des offres à l'occasion. Nous vous enverrons d'abord un lien pour confirmer votre abonnement. Vous pouvez vous désabonner en tout temps grâce au lien présent dans chaque courriel\u202f; le désabonnement prend effet dans un délai de 10\u00a0jours ouvrables, habituellement sur-le-champ. Votre adresse, la langue de ce formulaire et la version de cet avis sont conservées par notre hébergeur, Netlify, et notre service d'envoi de courriels, Brevo, possiblement à l'extérieur du Québec et du Canada. Vous pouvez les consulter, les faire corriger ou les faire supprimer à tout moment. Expéditeur\u00a0: {legalName}, {mailingAddress}, {email}.`,
    privacyLink: "Lire notre politique de confidentialité",
  },
  messages: {
    invalid: "Veuillez entrer une adresse courriel valide, comme nom@exemple.com.",
    success:
      "C'est presque fait\u202f! Vérifiez vos courriels et cliquez sur le lien que nous vous envoyons pour confirmer votre abonnement.",
    network:
      "Désolés, nous n'avons pas pu vous abonner pour le moment. Vérifiez votre connexion et réessayez.",
  },
}
