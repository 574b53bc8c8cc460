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
  newTab: "(s'ouvre dans un nouvel onglet)",
  copyright: `© {year} ${brand.name}. Tous droits réservés.`,
  shareImageAlt:
    "Lumière rouge, EMS par microcourant et froid dans un seul appareil de massage facial",
}

export const notFoundCopy: typeof en.notFoundCopy = {
  title: `Page introuvable | ${brand.name}`,
  code: "404",
  heading: "Oups! Page introuvable",
  body: "La page que vous cherchez n'existe pas ou a été déplacée.",
  homeLink: "Retour à l'accueil",
}

export const errorCopy: typeof en.errorCopy = {
  title: "Erreur inattendue de l'application!",
  body: "Un problème est survenu à l'affichage de cette page. Veuillez réessayer, ou retourner à l'accueil.",
  homeLink: "Retour à l'accueil",
}
