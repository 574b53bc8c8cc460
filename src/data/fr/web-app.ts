/**
 * The French web app manifest (/manifest_fr-CA.webmanifest): what a French visitor's phone shows
 * when they add the site to the home screen. gatsby-config.ts passes it to gatsby-plugin-manifest's
 * `localize`, which links it from every page under /fr/. The English manifest is brand.productName
 * and brand.description (src/data/site.ts).
 */
import { brand } from "../site"

export const webAppCopy = {
  name: `Appareil de massage facial ${brand.name}`,
  shortName: brand.name,
  description: `${brand.name} réunit quatre modes de lumière DEL, une électrostimulation (EMS) douce et un massage rafraîchissant dans un seul appareil de massage facial portatif\u00a0: une routine apaisante à la maison, conçue pour laisser au visage une sensation de fraîcheur.`,
} as const
