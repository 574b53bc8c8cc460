/**
 * French edition of ../product-images.ts: the same drawn stand-ins in the same order, each alt text
 * saying it is an illustration and describing only what the drawing shows.
 */
import type * as en from "../product-images"
import type { ProductImage } from "../product-images"

export const productImages: readonly ProductImage[] = [
  {
    file: "01-front.jpg",
    alt: "Illustration de l'appareil de massage facial LumaSculpt vu de face\u00a0: une tête DEL ronde au-dessus de la poignée",
  },
  {
    file: "02-side.jpg",
    alt: "Illustration de l'appareil de massage facial LumaSculpt de profil, montrant la poignée et la tête DEL inclinée vers l'avant",
  },
  {
    file: "03-led-blue.jpg",
    alt: "Illustration de la tête DEL de LumaSculpt en mode Bleu, qui brille en bleu sur fond sombre",
  },
  {
    file: "04-led-green.jpg",
    alt: "Illustration de la tête DEL de LumaSculpt en mode Vert, qui brille en vert sur fond sombre",
  },
  {
    file: "05-led-orange.jpg",
    alt: "Illustration de la tête DEL de LumaSculpt en mode Orange, qui brille en orange sur fond sombre",
  },
  {
    file: "06-led-red.jpg",
    alt: "Illustration de la tête DEL de LumaSculpt en mode Rouge, qui brille en rouge sur fond sombre",
  },
  {
    file: "07-face-contour.jpg",
    alt: "Illustration d'un visage de profil avec la tête de l'appareil LumaSculpt sur la mâchoire, une lumière rouge sur la peau et une flèche pointillée montrant le mouvement vers le haut",
  },
  {
    file: "08-cooling.jpg",
    alt: "Illustration du massage rafraîchissant de LumaSculpt\u00a0: la tête de l'appareil dessinée en bleu glacé parmi le givre et les flocons de neige",
  },
  {
    file: "09-in-the-box.jpg",
    alt: "Illustration de l'appareil LumaSculpt seul\u202f; la fiche Amazon.ca indique le contenu de la boîte",
  },
]

export const illustrationNote: typeof en.illustrationNote = {
  all: "Ces images sont des illustrations, pas des photos de l'appareil.",
  some: "Certaines de ces images sont des illustrations, pas des photos de l'appareil.",
  link: "Voir les photos du produit sur la fiche Amazon.ca",
}
