/** French edition of ../ui.ts (see there for what each string is for). */
import type * as en from "../ui"
import { brand } from "../site"

export const layoutCopy: typeof en.layoutCopy = {
  skipLink: "Passer au contenu principal",
  homeLink: `Accueil ${brand.name}`,
  mainNav: "Navigation principale",
  socialNavHeader: `${brand.name} sur les réseaux sociaux`,
  socialNavFooter: `Suivre ${brand.name}`,
  footerNav: "Pied de page",
  blogLink: "Blogue",
  privacyLink: "Confidentialité",
  safetyLink: "Sécurité",
  guaranteeLink: "Garantie",
  contactLink: "Nous joindre",
  newTab: "(s'ouvre dans un nouvel onglet)",
  copyright: "© {year} {legalName}",
  licence: "Homologation d'instrument médical de Santé Canada nº\u00a0{licence}",
  // Describes the French share image (static/og-image-fr.jpg, see src/components/seo/share-image.ts).
  shareImageAlt: `Le nom ${brand.name} et les mots Lumière rouge, Froid et Électrostimulation (EMS), à côté d'une illustration de l'appareil de massage facial dont la tête DEL brille en rouge`,
}

export const notFoundCopy: typeof en.notFoundCopy = {
  title: `Page introuvable | ${brand.name}`,
  code: "404",
  heading: "Oups\u202f! Page introuvable",
  body: "La page que vous cherchez n'existe pas ou a été déplacée.",
  homeLink: "Retour à l'accueil",
}

export const errorCopy: typeof en.errorCopy = {
  title: "Une erreur inattendue s'est produite",
  body: "Un problème est survenu à l'affichage de cette page. Veuillez réessayer ou revenir à l'accueil.",
  homeLink: "Retour à l'accueil",
}

/** The line the other edition's not-found page shows, in French, to invite French readers here. */
export const editionInvite: typeof en.editionInvite = {
  text: "Vous cherchez l'édition française\u202f?",
  link: "Accueil en français",
}
